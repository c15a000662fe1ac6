import { apiRequest } from '../api-client';

// The answer is 204 No Content: there is nothing to read.
const noContent = { parse: () => null };

/** POST /auth/sign-out: the server stops accepting this device's token; other devices stay. */
export function revokeToken(): Promise<null> {
  return apiRequest('/auth/sign-out', {
    method: 'POST',
    schema: noContent,
    // An already refused token needs no revoking, and must not bounce to login mid-log-out.
    redirectOnUnauthorized: false,
  });
}

/** POST /auth/sign-out-everywhere: the server stops accepting every token of the account. */
export function revokeEveryToken(): Promise<null> {
  return apiRequest('/auth/sign-out-everywhere', {
    method: 'POST',
    schema: noContent,
    redirectOnUnauthorized: false,
  });
}
