import type { PasswordResetRequestBody } from '@courtside/shared';
import { apiRequest, noContent } from '@/lib/api-client';
import { withDeviceRegion } from './device-region';

/** Asks for a reset code; the answer is the same whether or not the account exists. */
export async function requestPasswordResetCode(body: PasswordResetRequestBody): Promise<void> {
  return apiRequest('/auth/password-reset/code', {
    method: 'POST',
    body: await withDeviceRegion(body),
    schema: noContent,
    redirectOnUnauthorized: false,
  });
}
