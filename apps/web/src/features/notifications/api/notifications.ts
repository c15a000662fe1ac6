import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { MarkNotificationsRead, NotificationPage } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const pageSize = 20;

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

/** Marks read; the answer's unread count goes to the badge, and the list shows them read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkNotificationsRead) =>
      apiRequest('/user/me/notifications/read', {
        method: 'POST',
        body: which,
        schema: sharedSchema('unreadCountSchema'),
      }),
    onSuccess: async ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
