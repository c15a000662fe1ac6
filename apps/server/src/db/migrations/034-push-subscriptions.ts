import { sql, type Kysely } from 'kysely';

/* Web push (issue 44): each device a person allowed to receive notices keeps its push
 * subscription (the push service's endpoint and the keys the payload is encrypted with), in
 * the language the device asked for. notifications.push_due marks a notice still to be pushed
 * (the outbox the push job reads; notices from before stay unpushed) and push_tries how often
 * pushing it failed. users.push_off lists, as JSON, the kinds of notice a person does not
 * want pushed. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('push_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('push_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notifications_push_due_idx')
    .on('notifications')
    .column('created_at')
    .where(sql.ref('push_due'), '=', 1)
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('push_off', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
