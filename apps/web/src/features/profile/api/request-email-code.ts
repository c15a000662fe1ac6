import { useMutation } from '@tanstack/react-query';
import type { EmailAddressBody } from '@courtside/shared';
import { apiRequest, noContent } from '@/lib/api-client';

/** POST /user/me/email/code: a 6-digit code goes to the address. */
export function useRequestEmailCode() {
  return useMutation({
    mutationFn: (body: EmailAddressBody) =>
      apiRequest('/user/me/email/code', { method: 'POST', body, schema: noContent }),
  });
}
