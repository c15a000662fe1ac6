import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DatabaseTarget } from '#server/config.js';
import type { Database } from './database.js';

/** The advisory lock key every Courtside process takes to prepare a PostgreSQL database. */
const startUpLockKey = 0x636f7572; // 'cour'
/** How long a process waits for another one to finish preparing a SQLite database. */
const sqliteWaitMs = 120_000;

/**
 * Runs `prepare` (migrations, the demo world) in one process at a time, so that several
 * processes started together on an empty database wait for the first and then find the work
 * done. On PostgreSQL a session advisory lock, held on one connection for the whole run; on
 * SQLite an exclusive transaction on a small lock file beside the database. Both go with the
 * process if it dies.
 */
export async function underStartUpLock<T>(
  target: DatabaseTarget,
  db: Kysely<Database>,
  prepare: () => Promise<T>,
): Promise<T> {
  if (target.dialect === 'postgres')
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${startUpLockKey})`.execute(connection);
      try {
        return await prepare();
      } finally {
        await sql`select pg_advisory_unlock(${startUpLockKey})`.execute(connection);
      }
    });
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
