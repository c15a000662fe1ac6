import type { Kysely } from 'kysely';

/* One row per signed-in device: a token names its session (`sid`), and logging out deletes
 * that row alone, so the account's other devices stay signed in. Signing out everywhere
 * deletes them all and bumps the token version (which still revokes tokens issued before
 * sessions existed). A row lives until its token's expiry, when the sweep forgets it. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_sessions_user_idx')
    .on('sign_in_sessions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('sign_in_sessions_expires_idx')
    .on('sign_in_sessions')
    .column('expires_at')
    .execute();
}
