import { sql, type Kysely } from 'kysely';

/* Owners manage their courts: a court can be retired (it keeps its history and takes no new
 * booking), and a price per 60 minutes carries peak prices by weekday and hour range. Reports
 * read a year of a club's bookings by court and start: the court/start index grows into one
 * that covers what they read (its leading columns serve every earlier use), and payments get
 * a covering index of what reports read of them. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('courts').addColumn('retired_at', 'text').execute();
  await db.schema
    .createTable('peak_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('price_id', 'text', (c) => c.notNull().references('prices.id').onDelete('cascade'))
    // Bit 0 is Sunday, bit 6 Saturday, in the club's calendar.
    .addColumn('weekdays', 'integer', (c) => c.notNull().check(sql`weekdays between 1 and 127`))
    .addColumn('from_hour', 'integer', (c) => c.notNull().check(sql`from_hour between 0 and 23`))
    .addColumn('to_hour', 'integer', (c) => c.notNull().check(sql`to_hour between 1 and 24`))
    .addColumn('amount_per_hour', 'integer', (c) => c.notNull().check(sql`amount_per_hour >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addCheckConstraint('peak_prices_hours', sql`from_hour < to_hour`)
    .execute();
  await db.schema.dropIndex('bookings_court_start_idx').execute();
  await db.schema
    .createIndex('bookings_court_start_idx')
    .on('bookings')
    .columns(['court_id', 'starts_at', 'status', 'duration_minutes', 'amount', 'payment_id'])
    .execute();
  await db.schema
    .createIndex('payments_report_idx')
    .on('payments')
    .columns(['id', 'status', 'method', 'amount'])
    .execute();
  await db.schema
    .createIndex('peak_prices_price_idx')
    .on('peak_prices')
    .column('price_id')
    .execute();
}
