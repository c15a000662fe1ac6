import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailAddressBody, EmailCodeBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const nothing = { parse: () => undefined };

/** POST /user/me/email/code: a 6-digit code goes to the address. */
export function useRequestEmailCode() {
  return useMutation({
    mutationFn: (body: EmailAddressBody) =>
      apiRequest('/user/me/email/code', { method: 'POST', body, schema: nothing }),
  });
}

/** POST /user/me/email/verify: the code makes the address the account's, verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailCodeBody) =>
      apiRequest('/user/me/email/verify', {
        method: 'POST',
        body,
        schema: sharedSchema('emailSettingsSchema'),
      }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(profileKeys.email(), settings);
      // The profile shows the address too.
      await queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
  });
}
