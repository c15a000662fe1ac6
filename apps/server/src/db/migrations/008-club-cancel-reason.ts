import type { Kysely } from 'kysely';

/* A club may cancel a player's booking however late; it says why, and the reason stays with
 * the booking (the player is told it, the club's figures count cancellations by the club). */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('cancel_reason', 'text').execute();
}
