import { apiRequest, noContent } from '../api-client';

/** POST /auth/sign-out-everywhere: the server stops accepting every token of the account. */
export function revokeEveryToken(): Promise<undefined> {
  return apiRequest('/auth/sign-out-everywhere', {
    method: 'POST',
    schema: noContent,
    redirectOnUnauthorized: false,
  });
}
