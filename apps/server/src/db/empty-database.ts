import { sql, type Kysely } from 'kysely';
import type { DatabaseTarget } from '#server/config.js';
import type { Database } from './database.js';

/**
 * Drops every table, the migrations' own included, so the next migration run starts from
 * nothing. Only for resetting a demo or development database: everything in it is lost.
 */
export async function emptyDatabase(
  db: Kysely<Database>,
  dialect: DatabaseTarget['dialect'],
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  // One connection: the pragma holds for the drops that follow, whatever their order.
  await sql`pragma foreign_keys = off`.execute(db);
  for (const { name } of rows) await sql`drop table ${sql.id(name)}`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
}
