import type { Kysely } from 'kysely';

/* A club opens its courts to players a number of days ahead of its own (docs/decisions.md,
 * "Memberships"): clubs.booking_window_days, every club keeping the 60 days all had before.
 * A member's plan may open more days than it. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('clubs')
    .addColumn('booking_window_days', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
}
