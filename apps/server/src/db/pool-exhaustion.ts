import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { PoolExhaustedError } from './db-errors.js';

type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {};

/** What pg-pool says when a caller's wait for a connection (connectionTimeoutMillis) ran out. */
const waitRanOut = 'timeout exceeded when trying to connect';

/**
 * node-postgres gives one message for a wait for a pooled connection that ran out, whether
 * every connection was busy with statements (the database is fine, the pool too small) or some
 * were still connecting (the database is slow to accept, or away). This tells the first apart,
 * as a PoolExhaustedError, by counting the connections handed out and not yet given back at
 * the moment the wait ran out.
 */
export function reportPoolExhaustion(pool: pg.Pool): void {
  let handedOut = 0;
  pool.on('acquire', () => (handedOut += 1));
  pool.on('release', () => (handedOut -= 1));
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const size = pool.options.max;

  // Called back as the wait runs out, so the count is the one of that moment.
  const explained = (error: Error | undefined, startedAt: number) =>
    error?.message === waitRanOut && handedOut >= size
      ? new PoolExhaustedError(size, Math.round(performance.now() - startedAt), { cause: error })
      : error;

  function connectExplained(): Promise<pg.PoolClient>;
  function connectExplained(callback: ConnectCallback): void;
  function connectExplained(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const startedAt = performance.now();
    if (callback)
      return connect((error, client, done) => callback(explained(error, startedAt), client, done));
    return new Promise((resolve, reject) =>
      connect((error, client) =>
        error || !client ? reject(explained(error, startedAt)) : resolve(client),
      ),
    );
  }
  pool.connect = connectExplained;
}
