import { PostgresAdapter, type Kysely } from 'kysely';

/** Row locks exist only on PostgreSQL; SQLite already runs one write transaction at a time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function supportsRowLocks(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
