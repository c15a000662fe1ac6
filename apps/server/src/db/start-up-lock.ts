import SqliteDatabase from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';

/** The advisory lock key every Courtside process takes to prepare a PostgreSQL database. */
const startUpLockKey = 0x636f7572; // 'cour'
/** How long a process waits for another one to finish preparing a SQLite database. */
const sqliteWaitMs = 120_000;
/** How often a waiting process asks again for the PostgreSQL lock. */
const postgresRetryMs = 200;

/**
 * Runs `prepare` (migrations, the demo world) in one process at a time, so that several
 * processes started together on an empty database wait for the first and then find the work
 * done. On PostgreSQL a session advisory lock, held on one connection for the whole run; on
 * SQLite an exclusive transaction on a small lock file beside the database. Both go with the
 * process if it dies.
 */
export async function underStartUpLock<T>(
  target: DatabaseTarget,
  prepare: () => Promise<T>,
): Promise<T> {
  if (target.dialect === 'postgres') return underAdvisoryLock(target.connectionString, prepare);
  if (target.file === ':memory:') return prepare();
  const lock = new SqliteDatabase(`${target.file}.start-up-lock`, { timeout: sqliteWaitMs });
  try {
    lock.exec('begin exclusive');
    return await prepare();
  } finally {
    if (lock.inTransaction) lock.exec('commit');
    lock.close();
  }
}

/**
 * The session advisory lock on a connection of its own, outside the pool: `prepare` may need
 * every pooled connection (DATABASE_POOL_SIZE may be 1). It is asked for again and again with
 * pg_try_advisory_lock rather than waited for in one pg_advisory_lock statement, which the
 * pool's statement timeout (DATABASE_QUERY_TIMEOUT_MS) would cancel whenever the first
 * process takes longer than that to migrate and seed.
 */
async function underAdvisoryLock<T>(connectionString: string, prepare: () => Promise<T>) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const take = () =>
      client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        startUpLockKey,
      ]);
    while (!(await take()).rows[0]?.locked) await sleep(postgresRetryMs);
    try {
      return await prepare();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startUpLockKey]);
    }
  } finally {
    await client.end();
  }
}
