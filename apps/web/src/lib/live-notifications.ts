import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { openNotificationStream } from './api/notification-stream';
import { loadShared } from './shared-schemas';
import {
  championshipKeys,
  chatKeys,
  clubDayKeys,
  notificationKeys,
  socialKeys,
} from './query-keys';

const firstRetryMs = 3_000;
const longestRetryMs = 60_000;

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

interface StreamHandlers {
  onUnread: (unread: number) => void;
  /** What an event without data says changed, read again (see `staleOn`). */
  onStale: (key: QueryKey) => void;
  /** The server's `retry:` hint: how long to wait before opening the stream again. */
  onRetry: (ms: number) => void;
}

/** Reads one stream until it ends; false when retrying cannot help (a 4xx). */
async function follow(signal: AbortSignal, handlers: StreamHandlers): Promise<boolean> {
  // The stream opens after the first paint, so its parser and zod come with it.
  const [{ unreadCountSchema }, { createParser }] = await Promise.all([
    loadShared(),
    import('eventsource-parser'),
  ]);
  const response = await openNotificationStream(signal);
  // A refused stream stays closed; a failing server is tried again.
  if (!response.ok || !response.body) return response.status >= 500 || response.status === 429;
  const parser = createParser({
    onRetry: handlers.onRetry,
    onEvent(event) {
      const stale = staleOn[event.event ?? ''];
      if (stale) return handlers.onStale(stale);
      if (event.event !== 'unread') return;
      const parsed = unreadCountSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) handlers.onUnread(parsed.data.unread);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    parser.feed(chunk.value);
  return true;
}

/**
 * Resolves once the page has loaded and the browser is idle (or two seconds on): a stream
 * kept open never holds back the first screen's downloads or its load event.
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Keeps the unread count live while the user area is open: one server-sent event stream,
 * opened once the page has settled (the count itself comes with the first screen), again
 * after it ends (the server ends each after a while, or as its process stops: its last
 * `retry:` hint says when to come back) or fails, waiting longer after each failure in a row.
 */
export function useLiveUnreadCount(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const aborter = new AbortController();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    void (async () => {
      await pageSettled();
      let retryMs = firstRetryMs;
      while (!aborter.signal.aborted) {
        let gotEvents = false;
        let hintedMs = firstRetryMs;
        const keepGoing = await follow(aborter.signal, {
          onUnread: (unread) => {
            gotEvents = true;
            void applyUnread(queryClient, unread);
          },
          onStale: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
          onRetry: (ms) => {
            hintedMs = Math.min(ms, longestRetryMs);
          },
        }).catch(() => true);
        if (!keepGoing || aborter.signal.aborted) return;
        retryMs = gotEvents ? hintedMs : Math.min(retryMs * 2, longestRetryMs);
        await wait(retryMs);
      }
    })();
    return () => aborter.abort();
  }, [queryClient]);
}
