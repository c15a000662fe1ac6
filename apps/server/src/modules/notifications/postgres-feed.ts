import pg from 'pg';
import type { Logger } from '#server/lib/logger.js';
import { createLocalListeners, feedOf, type LiveFeed } from './live-feed.js';

const channel = 'courtside_notifications';
const reconnectMs = 2_000;
const connectionTimeoutMillis = 5_000;

/**
 * Several server processes on one PostgreSQL: each process keeps one connection that LISTENs,
 * and the same connection sends the NOTIFYs once the writing transaction commits, the signals
 * of one turn of the event loop in one statement. Sending them inside the transaction would
 * add a round trip to every booking while it holds its locks. Should a process die between its
 * commit and its NOTIFY, the notification is still stored and shows on the reader's next
 * refresh; only the push is lost (as with Redis).
 */
export function createPostgresFeed(connectionString: string, log: Logger): LiveFeed {
  const listeners = createLocalListeners();
  let client: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    // Bounded: a database that takes the connection but never answers (paused, or a network
    // that drops packets) must fail the attempt, so that the next one can succeed.
    const next = new pg.Client({ connectionString, connectionTimeoutMillis, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) listeners.deliver(message.payload);
    });
    // A dropped connection (a restart, a failover) is replaced; until then streams stay open
    // and readers catch up on their next signal or reconnect. A start that fails is retried
    // by retryLater instead.
    let listening = false;
    next.on('error', (error) => {
      if (!listening || closed) return;
      listening = false;
      if (client === next) client = null;
      log.warn({ error: error.message }, 'notification listener lost its connection');
      void next.end().catch(() => {});
      setTimeout(() => void listen().catch(retryLater), reconnectMs);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
    listening = true;
    // What was published while no connection listened goes now, not with the next signal.
    flush();
  }
  const retryLater = (error: Error) => {
    log.warn({ error: error.message }, 'notification listener could not connect');
    if (!closed) setTimeout(() => void listen().catch(retryLater), reconnectMs);
  };
  const started = listen().catch(retryLater);

  // Signals wait here for the next send; one statement is in flight on the connection at a
  // time (pg queues overlapping ones, a use it deprecates), and what gathers meanwhile goes in
  // the next.
  let pending = new Set<string>();
  let sending = false;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (sending || pending.size === 0 || !client) return;
    const keys = [...pending];
    pending = new Set();
    sending = true;
    client
      .query('select pg_notify($1, key) from unnest($2::text[]) as key', [channel, keys])
      .catch((error: Error) => {
        log.warn({ error: error.message }, 'could not send notification signals');
      })
      .finally(() => {
        sending = false;
        flush();
      });
  };

  return feedOf({
    publish(key) {
      pending.add(key);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      await started;
      await client?.end().catch(() => {});
    },
  });
}
