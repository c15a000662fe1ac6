import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { notificationKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** The reader's unread count; the live stream keeps it current once it is open. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/user/me/notifications?limit=1', {
          schema: sharedSchema('notificationPageSchema'),
          signal,
        })
      ).unread,
  });

export function useUnreadCount(): number {
  return useQuery(unreadCountQuery()).data ?? 0;
}
