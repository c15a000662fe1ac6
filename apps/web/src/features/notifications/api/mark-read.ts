import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

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
