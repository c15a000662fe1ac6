import { apiRequest, noContent } from '../api-client';

/** DELETE /user/me/push/subscriptions: the server forgets this device (also on log out). */
export const removePushSubscription = (endpoint: string) =>
  apiRequest('/user/me/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: noContent,
    // Logging out, a token already refused has nothing to forget and must not bounce to login.
    redirectOnUnauthorized: false,
  });
