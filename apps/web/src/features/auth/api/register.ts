import type { AuthResponse, RegisterBody } from '@courtside/shared';
import { postForAuth } from './auth-answer';

export function registerAccount(body: RegisterBody): Promise<AuthResponse> {
  return postForAuth('/auth/register', body, true);
}
