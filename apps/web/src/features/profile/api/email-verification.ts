import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailSettingsSchema, type EmailAddressBody, type EmailCodeBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

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
      apiRequest('/user/me/email/verify', { method: 'POST', body, schema: emailSettingsSchema }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(profileKeys.email(), settings);
      // The profile shows the address too.
      await queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
  });
}
