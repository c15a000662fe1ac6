import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCodeBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

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
