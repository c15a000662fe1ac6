import type { PasswordResetRequestBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';

const nothing = { parse: () => undefined };

/** Asks for a reset code; the answer is the same whether or not the account exists. */
export function requestPasswordResetCode(body: PasswordResetRequestBody): Promise<void> {
  return apiRequest('/auth/password-reset/code', {
    method: 'POST',
    body,
    schema: nothing,
    redirectOnUnauthorized: false,
  });
}
