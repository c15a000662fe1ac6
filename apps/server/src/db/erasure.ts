import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import { isPostgres } from './dialect-of.js';

/**
 * After erasing a person: SQLite keeps recent writes, old values included, in its write-ahead
 * log until a checkpoint copies them into the database file (and secure_delete, set at open,
 * zeroes what they replaced there). A full checkpoint now leaves no erased phone in the log.
 * PostgreSQL's dead row versions are not readable through SQL and go with its vacuum.
 */
export async function settleErasure(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}
