import type { Kysely } from 'kysely';

/* Each event a payment provider delivered (Stripe's webhooks), by its id, once: a provider
 * delivers an event again when it is unsure it arrived, and an attacker may replay one it
 * captured; an event already kept changes nothing. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_provider_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_provider_events_pk', ['provider', 'event_id'])
    .execute();
}
