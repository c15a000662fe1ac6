import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '#server/lib/logger.js';
import { createLocalListeners, type LiveFeed } from './live-feed.js';

const channel = 'courtside_notifications';
const reconnectMs = 2_000;

/**
 * Several server processes on one PostgreSQL: NOTIFY is sent inside the transaction that
 * wrote the notification, and PostgreSQL delivers it to every listening process only when
 * that transaction commits. Each process keeps one connection that LISTENs.
 */
export function createPostgresFeed(connectionString: string, log: Logger): LiveFeed {
  const listeners = createLocalListeners();
  let client: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) listeners.deliver(message.payload);
    });
    // A dropped connection (a restart, a failover) is replaced; until then streams stay open
    // and readers catch up on their next signal or reconnect.
    next.on('error', (error) => {
      log.warn({ error: error.message }, 'notification listener lost its connection');
      void next.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(retryLater), reconnectMs);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  }
  const retryLater = (error: Error) => {
    log.warn({ error: error.message }, 'notification listener could not connect');
    if (!closed) setTimeout(() => void listen().catch(retryLater), reconnectMs);
  };
  const started = listen().catch(retryLater);

  return {
    async signal(tx, userId) {
      await sql`select pg_notify(${channel}, ${userId})`.execute(tx.db);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      await started;
      await client?.end().catch(() => {});
    },
  };
}
