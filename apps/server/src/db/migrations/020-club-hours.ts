import type { Kysely } from 'kysely';

/* A club's opening hours and closures (docs/decisions.md, "Opening hours and closures"):
 * - club_opening_hours: one row per weekday once the owner sets them; a club without rows
 *   keeps the spec's bookable window.
 * - club_closures: the club (court_id null) or one court closed from one local day to another,
 *   kept both as those days (what the owner typed) and as the UTC span court time checks. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_opening_hours')
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('first_hour', 'integer', (c) => c.notNull())
    .addColumn('last_hour', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_opening_hours_pk', ['club_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('club_closures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('court_id', 'text', (c) => c.references('courts.id'))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Every claim asks for the closures of its club that reach past its first hour.
  await db.schema
    .createIndex('club_closures_club_idx')
    .on('club_closures')
    .columns(['club_id', 'ends_at'])
    .execute();
}
