import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSettingsBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** PUT /user/me/email/settings: booking e-mails on or off, kept on the server. */
export function useSetBookingEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSettingsBody) =>
      apiRequest('/user/me/email/settings', {
        method: 'PUT',
        body,
        schema: sharedSchema('emailSettingsSchema'),
      }),
    onSuccess: (settings) => queryClient.setQueryData(profileKeys.email(), settings),
  });
}
