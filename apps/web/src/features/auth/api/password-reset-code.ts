import type { PasswordResetRequestBody } from '@courtside/shared';
import { apiRequest, noContent } from '@/lib/api-client';

/** Asks for a reset code; the answer is the same whether or not the account exists. */
export function requestPasswordResetCode(body: PasswordResetRequestBody): Promise<void> {
  return apiRequest('/auth/password-reset/code', {
    method: 'POST',
    body,
    schema: noContent,
    redirectOnUnauthorized: false,
  });
}
