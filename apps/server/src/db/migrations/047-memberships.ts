import type { Kysely } from 'kysely';
import { allowValue } from './check-lists.js';

/* Club memberships (docs/decisions.md, "Memberships"): a club's plans, with their member prices
 * (a JSON rule, read by slotPrice) and booking privileges, and each player's membership of a
 * plan, its paid period and the payment of its latest period. Payments take the 'membership'
 * purpose in their CHECK list (check-lists.ts). */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await allowValue(db, 'payments', 'purpose', 'membership');
  await db.schema
    .createTable('membership_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('sale_channel', 'text', (c) => c.notNull())
    .addColumn('discount', 'text')
    .addColumn('horizon_days', 'integer')
    .addColumn('max_active_bookings', 'integer')
    .addColumn('max_bookings_per_day', 'integer')
    .addColumn('cancel_notice_hours', 'integer')
    .addColumn('grace_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .execute();
  await db.schema
    .createIndex('membership_plans_club_idx')
    .on('membership_plans')
    .columns(['club_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('membership_plans.id'))
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('renews', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('period_ends_at', 'text')
    .addColumn('grace_ends_at', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A member's terms at a club, read by every booking.
  await db.schema
    .createIndex('memberships_user_club_idx')
    .on('memberships')
    .columns(['user_id', 'club_id', 'status'])
    .execute();
  await db.schema
    .createIndex('memberships_club_idx')
    .on('memberships')
    .columns(['club_id', 'created_at'])
    .execute();
  // The renewal sweep's read: memberships whose period or grace has run out.
  await db.schema
    .createIndex('memberships_status_end_idx')
    .on('memberships')
    .columns(['status', 'period_ends_at'])
    .execute();
}
