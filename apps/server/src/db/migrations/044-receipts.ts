import { sql, type Kysely } from 'kysely';

/* Receipts (docs/decisions.md, "Receipts"):
 * - clubs.tax_id, clubs.tax_rate_bp: what the club prints on its receipts, the rate in
 *   hundredths of a percent (0: no tax; prices include it).
 * - payments.item_name, payments.item_starts_at: what a club payment buys (the court, the
 *   activity, the night, the championship; when it starts), named by the feature that starts
 *   it, for its receipts.
 * - receipt_counters: the last number each club gave, raised by one in the transaction that
 *   issues a receipt, so numbers run 1, 2, 3… per club without a gap (a rolled-back issue
 *   gives its number back) and the row's lock orders concurrent issues.
 * - receipts: what each receipt said when issued (the club's name, address, tax id and rate
 *   of that day, the item, the amounts, the method), one sale and at most one refund per
 *   payment, numbers unique per club; a payer finds those of what they bought by its purpose and
 *   subject (the booking, the match, the session or night, the championship request). */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('tax_id', 'text').execute();
  await db.schema
    .alterTable('clubs')
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payments').addColumn('item_name', 'text').execute();
  await db.schema.alterTable('payments').addColumn('item_starts_at', 'text').execute();
  await db.schema
    .createTable('receipt_counters')
    .addColumn('club_id', 'text', (c) => c.primaryKey().references('clubs.id'))
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sale', 'refund')`))
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text')
    .addColumn('item_starts_at', 'text')
    .addColumn('club_name', 'text', (c) => c.notNull())
    .addColumn('club_address', 'text', (c) => c.notNull())
    .addColumn('club_tax_id', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('tax_amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('receipts_club_number', ['club_id', 'number'])
    .addUniqueConstraint('receipts_payment_kind', ['payment_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('receipts_club_issued')
    .on('receipts')
    .columns(['club_id', 'issued_at', 'id'])
    .execute();
  await db.schema
    .createIndex('receipts_user_subject')
    .on('receipts')
    .columns(['user_id', 'subject_id'])
    .execute();
}
