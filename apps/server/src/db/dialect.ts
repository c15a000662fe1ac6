import SqliteDatabase from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';
import type { Database } from './database.js';

// PostgreSQL returns bigint (count, sum) as text by default; our sums fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// double precision comes back as text in some pg paths; numbers are what the code expects.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * Kysely prepares every query anew; preparing is about half the cost of a small SQLite
 * query, so statements are kept by their SQL text (bounded, as the set of shapes is).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
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

export function createDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.dialect === 'postgres') {
    // A bounded connect: with an unreachable host a request fails (503) instead of hanging.
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection can be cut by the server (restart, failover, an administrator); the
    // pool replaces it on next use, and the event must not bring the process down.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('PostgreSQL idle connection error:', error.message);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = target.file === ':memory:' ? ':memory:' : resolve(target.file);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Concurrent writers wait for the lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}
