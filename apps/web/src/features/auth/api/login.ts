import type { AuthResponse, LoginBody } from '@courtside/shared';
import { postForAuth } from './auth-answer';
import { withDeviceRegion } from './device-region';

/** Wrong credentials answer 401, which must not bounce back to this very screen. */
export async function login(body: LoginBody): Promise<AuthResponse> {
  return postForAuth('/auth/login', await withDeviceRegion(body), false);
}
