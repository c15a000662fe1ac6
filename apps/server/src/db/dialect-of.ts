import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Row locks exist only on PostgreSQL; SQLite already runs one write transaction at a time. */
export const supportsRowLocks = isPostgres;
