import SqliteDatabase from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { reportPoolExhaustion } from './pool-exhaustion.js';
import type { DatabaseTarget } from '#server/config.js';
import type { Database } from './database.js';
import { withNamedStatements } from './named-statements.js';
import { createSqliteReader, type SqliteReader } from './sqlite-reader.js';

// PostgreSQL returns bigint (count, sum) as text by default; our sums fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// double precision comes back as text in some pg paths; numbers are what the code expects.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * Kysely prepares every query anew; preparing is about half the cost of a small SQLite
 * query, so statements are kept by their SQL text (bounded, as the set of shapes is).
 */
function withStatementCache(
  sqlite: SqliteDatabase.Database,
  alsoClose?: () => void,
): SqliteStatements {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      alsoClose?.();
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 500) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Prepared statements of one SQLite connection, kept by their SQL text. */
interface SqliteStatements {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
}

/**
 * A second, read-only connection to a SQLite file, for the hottest read (the booking grid's
 * day). In WAL mode it reads what is committed while the writer's transaction is open, so
 * it neither waits for that transaction nor sees its uncommitted rows, and its statements
 * run synchronously without a promise. None for PostgreSQL or an in-memory database.
 */
const readers = new WeakMap<Kysely<Database>, SqliteReader>();
export function sqliteReader(db: Kysely<Database>): SqliteReader | null {
  return readers.get(db) ?? null;
}

function openReader(file: string): SqliteReader {
  const connection = new SqliteDatabase(file, { readonly: true });
  return createSqliteReader(connection);
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** Connections of a PostgreSQL pool: open, idle, and callers waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** How the database's PostgreSQL pool is used now, for the metrics; null on SQLite. */
export function poolUseOf(db: Kysely<Database>): PoolUse | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** How long a PostgreSQL statement may take, unless the configuration says otherwise. */
export const defaultQueryTimeoutMs = 10_000;

/** PostgreSQL connections a server process keeps at most, unless the configuration says. */
export const defaultPoolSize = 10;

export function createDatabase(
  target: DatabaseTarget,
  {
    queryTimeoutMs = defaultQueryTimeoutMs,
    poolSize = defaultPoolSize,
  }: { queryTimeoutMs?: number; poolSize?: number } = {},
): Kysely<Database> {
  if (target.dialect === 'postgres') {
    // Bounded waits: with an unreachable host a request fails (503) instead of hanging, and
    // with a database that stalls (paused, overloaded, a network that drops packets) every
    // statement gives up after queryTimeoutMs, on our side as well as on the server's.
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: poolSize,
      // Waiting for a connection (a new one, or a free one of the pool) counts too.
      connectionTimeoutMillis: Math.min(5_000, queryTimeoutMs),
      query_timeout: queryTimeoutMs,
      statement_timeout: queryTimeoutMs,
    });
    // An idle connection can be cut by the server (restart, failover, an administrator); the
    // pool replaces it on next use, and the event must not bring the process down.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('PostgreSQL idle connection error:', error.message);
    });
    reportPoolExhaustion(pool);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    });
    pools.set(db, pool);
    return db;
  }
  const file = target.file === ':memory:' ? ':memory:' : resolve(target.file);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Concurrent writers wait for the lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The commit that fills the write-ahead log past this many pages copies the log into the
  // database and syncs both. SQLite's default, 1,000 pages, did that every sixty bookings, about
  // a tenth of a booking's database time. Safety is the same: every commit is written to the
  // log before it is acknowledged, so a killed process loses nothing it acknowledged.
  sqlite.pragma('wal_autocheckpoint = 10000');
  // What a write replaces is zeroed where that costs no extra I/O, so that an erased phone
  // or name is not left readable in the file's free space (settleErasure checkpoints it).
  sqlite.pragma('secure_delete = FAST');
  const reader = file === ':memory:' ? null : openReader(file);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => reader?.close()) }),
  });
  if (reader) readers.set(db, reader);
  return db;
}
