import type { AuthResponse, LoginBody } from '@courtside/shared';
import { postForAuth } from './auth-answer';

/** Wrong credentials answer 401, which must not bounce back to this very screen. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return postForAuth('/auth/login', body, false);
}
