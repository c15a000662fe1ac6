import type { Kysely } from 'kysely';

/* An organizer may open a match to anyone who fits it (issue 30, "on joining an open match"):
 * a player then takes a free seat and pays their share in one step, with no request to
 * accept. Every match made before asks for the organizer's approval, as it did. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('matches')
    .addColumn('open_join', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
