import { useMemo } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { openNotificationStream } from './api/notification-stream';
import { useLiveStream, type LiveSource } from './live-stream';
import { sharedSchema } from './shared-schemas';
import {
  championshipKeys,
  chatKeys,
  clubDayKeys,
  notificationKeys,
  socialKeys,
} from './query-keys';

/**
 * A new count: the badge shows it, and a higher count means new notifications to list. A
 * fetch of the count still under way is dropped: it would bring back an older figure.
 */
async function applyUnread(queryClient: QueryClient, unread: number): Promise<void> {
  const key = notificationKeys.unread();
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<number>(key);
  queryClient.setQueryData(key, unread);
  if (before === undefined || unread > before)
    await queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
}

/**
 * The stream's events without data, each saying what the reader shows changed elsewhere: the
 * screens showing it read again.
 */
const staleOn: Readonly<Record<string, QueryKey>> = {
  /** A player booked, paid or cancelled at the owner's club: its day grid. */
  club_day: clubDayKeys.all,
  /** A night the reader plays or runs (a round drawn, points entered). */
  social: socialKeys.all,
  /** A chat the reader takes part in has a new or removed message. */
  chat: chatKeys.all,
  /** A championship's season (a result entered, a fixture moved, the draw). */
  championship: championshipKeys.all,
};

/** The reader's notification stream: the unread count, and what else changed for them. */
function notificationSource(queryClient: QueryClient): LiveSource {
  return {
    open: openNotificationStream,
    async listener() {
      // Ready at once: a change of what the reader sees must never wait for zod.
      return (event, data) => {
        const stale = staleOn[event];
        if (stale) return void queryClient.invalidateQueries({ queryKey: stale });
        if (event !== 'unread') return;
        try {
          const { unread } = sharedSchema('unreadCountSchema').parse(JSON.parse(data));
          void applyUnread(queryClient, unread);
        } catch {
          // A count this version cannot read changes nothing; the next one will.
        }
      };
    },
  };
}

/**
 * Keeps the unread count live while the user area is open: one server-sent event stream,
 * opened once the page has settled (the count itself comes with the first screen, and again
 * at once on every stream the server opens), kept open by `useLiveStream`.
 */
export function useLiveUnreadCount(): void {
  const queryClient = useQueryClient();
  useLiveStream(useMemo(() => notificationSource(queryClient), [queryClient]));
}
