import { sql, type Kysely } from 'kysely';

/* Notifications are read newest first, a page at a time, and counted while unread: one index
 * serves both. Until now only the demo world wrote notifications, as free text; they are now
 * a kind and its facts, worded by the app in the reader's language, so the old rows go. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from notifications`.execute(db);
  await db.schema.dropIndex('notifications_user_idx').execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}
