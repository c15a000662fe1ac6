import type { Kysely } from 'kysely';

/* A club sets its own cancellation rule (docs/decisions.md, "A club's cancellation rule"):
 * - clubs.cancel_notice_hours: a player's cancellation is refunded in full up to this many
 *   hours before the booking starts; every club keeps the spec's 24.
 * - clubs.late_refund_percent: after that, null refuses the cancellation (every club, as
 *   before) or the share of the price refunded, 0 to 100.
 * - payments.refund_amount: the part of a payment given back when it is less than all of it
 *   (a late cancellation's share), in minor units; null is the whole amount. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('clubs')
    .addColumn('cancel_notice_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .execute();
  await db.schema.alterTable('clubs').addColumn('late_refund_percent', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('refund_amount', 'integer').execute();
}
