import { newId } from '#server/lib/ids.js';
import type { Logger } from '#server/lib/logger.js';
import type { LiveFeed } from './live-feed.js';

/**
 * Publishes `key` and settles once the channel has carried it round to this process again.
 * A key of this call's own follows `key` on the same connection, in order, and is what this
 * process waits to hear: when it comes back, the carrier (PostgreSQL's NOTIFY, Redis) has
 * handed `key` to every process's listener, and each acts on it as soon as it reads its
 * connection (at once, unless its event loop is busy: this narrows the time a copy outlives
 * a change, it cannot prove that every process has read it). The wait is at most `waitMs`: a
 * carrier that is down must not hold an answer for longer than what it would invalidate lives
 * anyway.
 */
export function publishEverywhere(
  feed: LiveFeed,
  key: string,
  { waitMs, log }: { waitMs: number; log: Logger },
): Promise<void> {
  const echo = `echo:${newId()}`;
  return new Promise((settle) => {
    const done = () => {
      clearTimeout(timer);
      stopListening();
      settle();
    };
    const stopListening = feed.subscribe(echo, done);
    const timer = setTimeout(() => {
      log.warn({ key, waitMs }, 'a signal did not come back through the channel in time');
      done();
    }, waitMs);
    feed.publish(key);
    feed.publish(echo);
  });
}
