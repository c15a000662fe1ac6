import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PaymentPurpose, ReceiptsTable } from '#server/db/database.js';
import { afterStartAndId } from '#server/db/keyset.js';

export type ReceiptRow = Selectable<ReceiptsTable>;

/**
 * The club's next receipt number, in the issuing transaction: one statement raises the
 * club's counter (creating it at 1) and answers it. The counter row stays locked until the
 * transaction ends, so concurrent issues at one club take 1, 2, 3… in turn, and a rolled-back
 * issue gives its number back: no gap, no repeat (the unique (club, number) key backs it).
 */
export async function nextReceiptNumber(db: Kysely<Database>, clubId: string): Promise<number> {
  const row = await db
    .insertInto('receipt_counters')
    .values({ club_id: clubId, last_number: 1 })
    .onConflict((oc) =>
      oc.column('club_id').doUpdateSet((eb) => ({
        last_number: eb('receipt_counters.last_number', '+', 1),
      })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function insertReceipt(
  db: Kysely<Database>,
  row: Insertable<ReceiptsTable>,
): Promise<void> {
  await db.insertInto('receipts').values(row).execute();
}

/** A payment's sale receipt, which a refund receipt answers. */
export function saleReceiptOf(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'sale')
    .executeTakeFirst();
}

export function findReceipt(db: Kysely<Database>, id: string) {
  return db.selectFrom('receipts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A payer's receipts of one payment: its sale, then its refund. */
export function receiptsOfPayment(db: Kysely<Database>, userId: string, paymentId: string) {
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('user_id', '=', userId)
    .orderBy('number')
    .execute();
}

/** A payer's receipts of what they bought (a booking, a match…), oldest first. */
export function receiptsOfSubject(
  db: Kysely<Database>,
  userId: string,
  subject: { purpose: PaymentPurpose; subjectId: string },
) {
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('subject_id', '=', subject.subjectId)
    .where('purpose', '=', subject.purpose)
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
}

/** Every receipt a person was given, by when it was issued (Download my data). */
export function receiptsOfPayer(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
}

interface MonthWindow {
  clubId: string;
  from: string;
  to: string;
}

const inMonth = (db: Kysely<Database>, { clubId, from, to }: MonthWindow) =>
  db
    .selectFrom('receipts')
    .where('club_id', '=', clubId)
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to);

/** A page of a club's receipts issued in [from, to), newest first, after a keyset cursor. */
export function monthPage(
  db: Kysely<Database>,
  window: MonthWindow,
  limit: number,
  before?: { c: string; id: string },
) {
  return inMonth(db, window)
    .selectAll()
    .$if(before !== undefined, (qb) =>
      qb.where(
        afterStartAndId(
          { start: 'issued_at', id: 'id' },
          { startsAt: before!.c, id: before!.id },
          '<',
        ),
      ),
    )
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many receipts a club issued in [from, to), and their sums (refunds subtract). */
export async function monthTotals(db: Kysely<Database>, window: MonthWindow) {
  const row = await inMonth(db, window)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount').as('amount'),
      eb.fn.sum<number>('tax_amount').as('tax_amount'),
      eb.fn.max('currency').as('currency'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    amount: Number(row.amount ?? 0),
    taxAmount: Number(row.tax_amount ?? 0),
    currency: row.currency ?? null,
  };
}

/** Every receipt a club issued in [from, to), by number (the CSV export). */
export function monthReceipts(db: Kysely<Database>, window: MonthWindow) {
  return inMonth(db, window).selectAll().orderBy('number').execute();
}
