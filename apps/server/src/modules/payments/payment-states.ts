import type { PaymentStatus } from '#server/db/database.js';

/**
 * Every move a payment may make (docs/decisions.md, "The states of money"). A move not in
 * this table is a programming error; the repository applies a move only while the payment is
 * still in its `from` state, so of two racing moves exactly one wins.
 *
 * - pending: a hosted checkout was opened; the provider has not answered.
 * - due_at_club: cash, to pay at the club; the owner marks it collected (succeeded) or no_show.
 * - succeeded: the money is ours (approved, paid in coins, or cash collected).
 * - failed: the provider declined, or the checkout could not start. Final.
 * - expired / cancelled: ended on our side (the hold ran out; the payer cancelled). A
 *   provider may still approve later: then the purchase is delivered if it still can be,
 *   otherwise the money goes back.
 * - refund_pending: the money is to go back through the provider; refunded once it has
 *   (also from succeeded, when what was paid for online is called off by its seller).
 * - refunded: the money went back (as coins, or through the provider). Final.
 * - no_show: cash that was never paid because nobody came. Final.
 */
export const paymentMoves: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['succeeded', 'refund_pending', 'failed', 'expired', 'cancelled'],
  due_at_club: ['succeeded', 'no_show', 'cancelled'],
  succeeded: ['refunded', 'refund_pending'],
  expired: ['succeeded', 'refund_pending'],
  cancelled: ['refund_pending'],
  refund_pending: ['refunded'],
  failed: [],
  refunded: [],
  no_show: [],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentMoves[from].includes(to);
}

/** Ended on our side before the provider answered: a late approval is still honoured. */
export function endedOnOurSide(status: PaymentStatus): boolean {
  return status === 'expired' || status === 'cancelled';
}
