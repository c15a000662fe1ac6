import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const pageSize = 20;

/** GET /user/me/notifications?limit=&before=: the reader's notifications, newest first. */
function fetchPage(before: string | null, signal?: AbortSignal): Promise<NotificationPage> {
  const search = new URLSearchParams({ limit: String(pageSize) });
  if (before) search.set('before', before);
  return apiRequest(`/user/me/notifications?${search}`, {
    schema: sharedSchema('notificationPageSchema'),
    signal,
  });
}

export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotificationPages() {
  return useInfiniteQuery(notificationPagesQuery());
}
