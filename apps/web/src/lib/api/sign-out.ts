import { apiRequest, noContent } from '../api-client';

/** POST /auth/sign-out: the server stops accepting this device's token; other devices stay. */
export function revokeToken(): Promise<undefined> {
  return apiRequest('/auth/sign-out', {
    method: 'POST',
    schema: noContent,
    // An already refused token needs no revoking, and must not bounce to login mid-log-out.
    redirectOnUnauthorized: false,
  });
}
