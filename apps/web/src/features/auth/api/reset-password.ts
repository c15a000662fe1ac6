import type { PasswordResetBody } from '@courtside/shared';
import { apiRequest, noContent } from '@/lib/api-client';
import { withDeviceRegion } from './device-region';

/** Sets the new password with the code received; every session of the account ends. */
export async function resetPassword(body: PasswordResetBody): Promise<void> {
  return apiRequest('/auth/password-reset', {
    method: 'POST',
    body: await withDeviceRegion(body),
    schema: noContent,
    redirectOnUnauthorized: false,
  });
}
