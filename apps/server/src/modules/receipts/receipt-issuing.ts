import { includedTax } from '@courtside/shared';
import type { Selectable } from 'kysely';
import type { PaymentsTable } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { newId } from '#server/lib/ids.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import * as repo from './receipts.repo.js';

type PaidPayment = Pick<
  Selectable<PaymentsTable>,
  | 'id'
  | 'user_id'
  | 'payee_club_id'
  | 'purpose'
  | 'subject_id'
  | 'amount'
  | 'currency'
  | 'method'
  | 'item_name'
  | 'item_starts_at'
> &
  Partial<Pick<Selectable<PaymentsTable>, 'refund_amount' | 'refund_to'>>;

/**
 * The sale receipt of a payment that just became the club's (in the transaction that made
 * it so). None for money that is not a club's (a coin pack is bought from the platform).
 */
export async function issueSaleReceipt(
  tx: Tx,
  payment: PaidPayment,
  at: string,
): Promise<repo.ReceiptRow | null> {
  const clubId = payment.payee_club_id;
  if (!clubId) return null;
  const club = (await clubReads.clubsById(tx.db, [clubId])).get(clubId);
  if (!club) return null;
  const row: repo.ReceiptRow = {
    id: newId(),
    club_id: clubId,
    number: await repo.nextReceiptNumber(tx.db, clubId),
    kind: 'sale',
    payment_id: payment.id,
    user_id: payment.user_id,
    purpose: payment.purpose,
    subject_id: payment.subject_id,
    item_name: payment.item_name,
    item_starts_at: payment.item_starts_at,
    club_name: club.name,
    club_address: club.address,
    club_tax_id: club.tax_id ?? null,
    time_zone: club.time_zone,
    tax_rate_bp: club.tax_rate_bp ?? 0,
    amount: payment.amount,
    tax_amount: includedTax(payment.amount, club.tax_rate_bp ?? 0),
    currency: payment.currency,
    method: payment.method,
    issued_at: at,
  };
  await repo.insertReceipt(tx.db, row);
  return row;
}

/**
 * The refund receipt of money given back, answering the payment's sale receipt: the same club
 * details and rate as the sale (what was sold at that rate is given back at it), the amount
 * given back (all, or a late cancellation's share) negative, and where the money went. A
 * payment that never had a sale receipt (refunded because it came too late to deliver) gets
 * none: nothing was sold.
 */
export async function issueRefundReceipt(
  tx: Tx,
  payment: PaidPayment,
  at: string,
): Promise<repo.ReceiptRow | null> {
  const sale = await repo.saleReceiptOf(tx.db, payment.id);
  if (!sale) return null;
  const amount = -(payment.refund_amount ?? payment.amount);
  const row: repo.ReceiptRow = {
    ...sale,
    id: newId(),
    number: await repo.nextReceiptNumber(tx.db, sale.club_id),
    kind: 'refund',
    amount,
    tax_amount: includedTax(amount, sale.tax_rate_bp),
    method: payment.refund_to === 'coins' ? 'coins' : payment.method,
    issued_at: at,
  };
  await repo.insertReceipt(tx.db, row);
  return row;
}
