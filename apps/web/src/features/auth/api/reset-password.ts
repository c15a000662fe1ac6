import type { PasswordResetBody } from '@courtside/shared';
import { apiRequest, noContent } from '@/lib/api-client';

/** Sets the new password with the code received; every session of the account ends. */
export function resetPassword(body: PasswordResetBody): Promise<void> {
  return apiRequest('/auth/password-reset', {
    method: 'POST',
    body,
    schema: noContent,
    redirectOnUnauthorized: false,
  });
}
