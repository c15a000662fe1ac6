import type { PushSubscriptionBody } from '@courtside/shared';
import { apiRequest, noContent } from '../api-client';

/** POST /user/me/push/subscriptions: the server pushes to this device from now on. */
export const addPushSubscription = (body: PushSubscriptionBody) =>
  apiRequest('/user/me/push/subscriptions', { method: 'POST', body, schema: noContent });
