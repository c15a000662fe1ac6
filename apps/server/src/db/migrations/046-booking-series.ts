import type { Kysely } from 'kysely';

/* A club's fixed weekly courts (docs/decisions.md, "Booking series"): one row per series, the
 * season as the owner set it, and each of its dates a booking of its own that names it, so
 * My Booking, the grid, payments, cancellation and refunds read it as any booking. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_series')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('court_id', 'text', (c) => c.notNull().references('courts.id'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('every_weeks', 'integer', (c) => c.notNull())
    .addColumn('first_date', 'text', (c) => c.notNull())
    .addColumn('last_date', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.references('users.id'))
    .addColumn('customer_name', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('price', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('booking_series_club_idx')
    .on('booking_series')
    .columns(['club_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('series_id', 'text', (c) => c.references('booking_series.id'))
    .execute();
  await db.schema.createIndex('bookings_series_idx').on('bookings').column('series_id').execute();
}
