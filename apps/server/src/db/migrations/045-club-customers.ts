import type { Kysely } from 'kysely';

/* A club's customer list (docs/decisions.md, "A club's customers"). Customers who have an
 * account are derived from their bookings, seats and matches; the desk's own entries (a name
 * and a phone, no account) are `club_customers`. A club's categories, which of them each
 * customer is in, and the owner's private notes are kept per club and per customer: an
 * account (`user_id`) or one of the club's own entries (`club_customer_id`), never both. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('club_customers_phone_unique', ['club_id', 'phone'])
    .execute();
  await db.schema
    .createTable('customer_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customer_categories_name_unique', ['club_id', 'name'])
    .execute();
  await db.schema
    .createTable('customer_memberships')
    .addColumn('category_id', 'text', (c) => c.notNull().references('customer_categories.id'))
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('club_customer_id', 'text', (c) => c.references('club_customers.id'))
    .addUniqueConstraint('customer_memberships_unique', [
      'category_id',
      'user_id',
      'club_customer_id',
    ])
    .execute();
  await db.schema
    .createIndex('customer_memberships_club')
    .on('customer_memberships')
    .columns(['club_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('customer_notes')
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('club_customer_id', 'text', (c) => c.references('club_customers.id'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customer_notes_unique', ['club_id', 'user_id', 'club_customer_id'])
    .execute();
  // Closing an account deletes what every club wrote about it, found by the account.
  await db.schema
    .createIndex('customer_notes_user')
    .on('customer_notes')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('customer_memberships_user')
    .on('customer_memberships')
    .column('user_id')
    .execute();
}
