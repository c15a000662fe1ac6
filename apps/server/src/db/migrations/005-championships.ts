import type { Kysely } from 'kysely';

/* A deleted championship is kept, marked with the time of its deletion: its requests and
 * their payments stay readable (refunds, notifications, a payment that arrives later), and
 * every read and write of a live championship skips it. Each request of a deleted
 * championship is closed once its money has gone back (`closed_at`), so a refund that failed
 * is found and tried again by the sweeper. A player's championships are looked up by user,
 * so their requests get an index on it. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('championships').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('championship_requests').addColumn('closed_at', 'text').execute();
  await db.schema
    .createIndex('championship_requests_user_idx')
    .on('championship_requests')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('championships_club_idx')
    .on('championships')
    .column('club_id')
    .execute();
}
