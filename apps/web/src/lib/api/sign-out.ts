import { apiRequest } from '../api-client';

// The answer is 204 No Content: there is nothing to read.
const noContent = { parse: () => null };

/** POST /auth/sign-out: the server stops accepting this account's tokens, on every device. */
export function revokeTokens(): Promise<null> {
  return apiRequest('/auth/sign-out', {
    method: 'POST',
    schema: noContent,
    // An already refused token needs no revoking, and must not bounce to login mid-log-out.
    redirectOnUnauthorized: false,
  });
}
