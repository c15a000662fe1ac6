import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable, PaymentStatus } from '../../db/database.js';

export type PaymentRow = Selectable<PaymentsTable>;

export async function insertPayment(
  db: Kysely<Database>,
  payment: Insertable<PaymentsTable>,
): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
}

export function findPayment(db: Kysely<Database>, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Settles a payment only if it is still in `from`: of two deliveries of one callback,
 * exactly one wins this update and acts on it.
 */
export async function settlePayment(
  db: Kysely<Database>,
  id: string,
  from: PaymentStatus,
  to: PaymentStatus,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: to, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setProviderRef(
  db: Kysely<Database>,
  id: string,
  providerRef: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ provider_ref: providerRef })
    .where('id', '=', id)
    .execute();
}

export function findCoinPack(db: Kysely<Database>, id: string) {
  return db.selectFrom('coin_packs').selectAll().where('id', '=', id).executeTakeFirst();
}
