import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Database, PaymentStatus } from '#server/db/database.js';

/**
 * What other modules read of payments: the SQL that names the payments table stays in this
 * module. `joinedPayments(db)` is a table to join in the caller's own query (aliased, e.g.
 * `.leftJoin(joinedPayments(db).as('payment'), 'payment.id', 'bookings.payment_id')`), so a
 * keyset page or a hot read keeps its one statement; both databases fold it into the outer
 * query, filters and indexes included.
 */
export const joinedPayments = (db: Kysely<Database>) =>
  db
    .selectFrom('payments')
    .select([
      'id',
      'method',
      'status',
      'refund_to',
      'checkout_url',
      'amount',
      'currency',
      'updated_at',
    ]);

/**
 * The payments table as a report's raw SQL joins it, under the alias given. Without statistics SQLite reads a payment
 * through its primary key and then its row; the covering index answers from the index alone
 * (PostgreSQL plans the join by itself).
 */
export function reportedPayments(db: Kysely<Database>, alias: string) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const hint = sqlite ? sql`indexed by payments_report_idx` : sql``;
  return sql`payments ${sql.id(alias)} ${hint}`;
}

/** Where some payments stand, by id. */
export async function statusesOf(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, PaymentStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}
