import type { Tx } from '#server/db/transaction.js';
import type { PaymentRecord, PurposeHandler } from '#server/modules/payments/payments.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findRequest, lockChampionship, markPaid, placesTaken } from './championships.repo.js';

/**
 * Makes the paying player a participant: only while the championship stands and has not
 * started, the request is still accepted and unpaid, this payment is the request's current
 * one, and a place is left. Anything else answers false, and payments refunds the money.
 * Runs after payments locked the payer and the payment; the championship's row comes next.
 */
export async function admitPayer(
  tx: Tx,
  payment: Pick<PaymentRecord, 'id' | 'subject_id'>,
  now: Date,
): Promise<boolean> {
  const request = await findRequest(tx.db, payment.subject_id);
  if (!request) return false;
  const championship = await lockChampionship(tx.db, request.championship_id);
  if (!championship || championship.deleted_at) return false;
  if (Date.parse(championship.starts_at) <= now.getTime()) return false;
  const { paid } = await placesTaken(tx.db, championship.id);
  const limit = championship.participants_number;
  if (limit !== null && paid >= limit) return false;
  return markPaid(tx.db, { id: request.id, paymentId: payment.id }, now.toISOString());
}

/** What a championship entry does when its payment settles (registered with payments). */
export function entryPaymentHandler(deps: Pick<ChampionshipsDeps, 'clock'>): PurposeHandler {
  return {
    succeeded: (tx, payment) => admitPayer(tx, payment, deps.clock.now()),
    // A declined payment changes nothing: the place stays the player's to pay for again.
    failed: async () => {},
  };
}
