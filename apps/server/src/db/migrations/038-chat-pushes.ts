import type { Kysely } from 'kysely';

/* A chat's new messages are pushed to the other readers' devices by the push job, like notices
 * (docs/decisions.md, "Push notifications"): push_due marks a message still to push, taken by
 * one run across processes; push_tries counts the runs that could not reach a device. Messages
 * written before are not pushed. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('push_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('chat_messages')
    .addColumn('push_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('chat_messages_push_due')
    .on('chat_messages')
    .columns(['push_due', 'created_at'])
    .execute();
}
