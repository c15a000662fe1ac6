import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '#server/lib/clock.js';
import type { Database } from '#server/db/database.js';

type Result = { current: number; ttl: number };

/**
 * A rate-limit store in the database, so that every server process counts the same
 * requests (the plugin's own store is this process's memory). One statement counts a
 * request and starts a new window once the last one is over, atomically on both databases.
 */
/**
 * Counts one hit on `key` in the database and answers the hits in its current window. One
 * statement counts it and starts a new window once the last one is over, atomically on both
 * databases, so every server process counts the same hits. Route limits and the account
 * recovery's throttles share it.
 */
export function databaseWindowCounter(db: Kysely<Database>, clock: Clock) {
  return async (key: string, windowMs: number): Promise<Result> => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const windowStart = new Date(now.getTime() - windowMs).toISOString();
    const row = await db
      .insertInto('rate_limit_windows')
      .values({ key, hits: 1, started_at: nowIso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limit_windows.started_at <= ${windowStart} then 1 else rate_limit_windows.hits + 1 end`,
          started_at: sql<string>`case when rate_limit_windows.started_at <= ${windowStart} then ${nowIso} else rate_limit_windows.started_at end`,
        }),
      )
      .returning(['hits', 'started_at'])
      .executeTakeFirstOrThrow();
    const ttl = Date.parse(row.started_at) + windowMs - now.getTime();
    return { current: Number(row.hits), ttl: Math.max(ttl, 0) };
  };
}
export type WindowCounter = ReturnType<typeof databaseWindowCounter>;

/**
 * A rate-limit store in the database, so that every server process counts the same
 * requests (the plugin's own store is this process's memory).
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  clock: Clock,
): FastifyRateLimitStoreCtor {
  const count = databaseWindowCounter(db, clock);

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(key: string, done: (error: Error | null, result?: Result) => void, windowMs: number) {
      count(`${this.route} ${key}`, windowMs).then((result) => done(null, result), done);
    }

    // The plugin hands each limited route its merged options with `routeInfo`, the route.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = options as unknown as { routeInfo?: { method?: string; url?: string } };
      return new DatabaseStore(`${routeInfo?.method ?? ''} ${routeInfo?.url ?? ''}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/** Windows over for a while are deleted by the periodic sweep. */
export async function forgetOldRateLimitWindows(db: Kysely<Database>, beforeIso: string) {
  await db.deleteFrom('rate_limit_windows').where('started_at', '<', beforeIso).execute();
}
