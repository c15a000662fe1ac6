import {
  coinsForAmount,
  hostedPaymentMethodSchema,
  type RefundChoice,
  type RefundRoute,
} from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { assertPayerLocked } from './payer-lock.js';
import type { createPaymentEndings } from './payment-endings.js';
import type { PaymentMoves } from './payment-moves.js';
import * as repo from './payments.repo.js';

export type { RefundRoute };
/** What a player's cancellation gives back when nothing was paid. */
export const nothingRefunded: {
  refundedTo: RefundRoute;
  refundedAmount: number;
  refundedCoins: number;
} = {
  refundedTo: 'none',
  refundedAmount: 0,
  refundedCoins: 0,
};

/** How the money of a booking the club calls off goes back: also cash handed back at the desk. */
export type ClubRefundRoute = RefundRoute | 'cash';

interface RefundDeps {
  moves: PaymentMoves;
  cancel: ReturnType<typeof createPaymentEndings>['cancel'];
  /** Sends a refund_pending payment's money back through its provider. */
  send: (paymentId: string) => Promise<unknown>;
}

/**
 * The one refund rule (docs/decisions.md, "One refund rule"): what was paid goes back the way
 * it came. Paid online, it is refunded through the provider (refund_pending now, sent once the
 * transaction has committed; the sweeper retries a refund the provider could not take). Paid in
 * coins, the coins come back at once. A player cancelling may choose coins at once instead of
 * the provider's few days. Not paid yet, the payment is cancelled, so a later approval is
 * refunded too.
 */
export function createRefunds({ moves, cancel, send }: RefundDeps) {
  async function lockedPayment(tx: Tx, paymentId: string) {
    const payment = await repo.lockPayment(tx.db, paymentId);
    if (!payment) throw notFound('Payment');
    assertPayerLocked(tx, payment.user_id);
    return payment;
  }

  /**
   * `share`, when given, is the part of the amount that goes back (minor units, a late
   * cancellation's): the rest stays with the club. A share of nothing leaves a paid payment
   * as it is; an unpaid one is cancelled all the same.
   */
  async function refund(
    tx: Tx,
    paymentId: string,
    choice: RefundChoice = 'original',
    share?: number,
  ): Promise<RefundRoute> {
    const payment = await lockedPayment(tx, paymentId);
    const hosted = hostedPaymentMethodSchema.safeParse(payment.method).success;
    const part = share !== undefined && share < payment.amount ? share : null;
    if (payment.status === 'succeeded' && hosted && choice === 'original') {
      if (part === 0) return 'none';
      await moves.move(tx, paymentId, 'succeeded', 'refund_pending', {
        refund_to: 'provider',
        refund_amount: part,
      });
      return 'provider';
    }
    return (await cancel(tx, paymentId, part ?? undefined)) > 0 ? 'coins' : 'none';
  }

  return {
    refund,

    /**
     * A player calls off their own purchase: `refund` with the player's choice (and the
     * share that goes back, when not all of it), the provider's refund sent after the commit.
     * Answers where the money went, how much of it (minor units) and the coins given back.
     */
    async refundToPlayer(tx: Tx, paymentId: string, choice: RefundChoice, share?: number) {
      const { amount } = await lockedPayment(tx, paymentId);
      const refundedTo = await refund(tx, paymentId, choice, share);
      if (refundedTo === 'provider') tx.afterCommit(() => void send(paymentId));
      if (refundedTo === 'none') return nothingRefunded;
      const refundedAmount = share !== undefined ? Math.min(share, amount) : amount;
      return {
        refundedTo,
        refundedAmount,
        refundedCoins: refundedTo === 'coins' ? coinsForAmount(refundedAmount) : 0,
      };
    },

    /**
     * The club calls off what it sold, in full whatever the time: as `refund`, and cash it
     * already collected is handed back at the desk (the payment is refunded, out of revenue).
     */
    async refundInFull(tx: Tx, paymentId: string): Promise<ClubRefundRoute> {
      const payment = await lockedPayment(tx, paymentId);
      if (payment.method !== 'cash' || payment.status !== 'succeeded') return refund(tx, paymentId);
      await moves.move(tx, paymentId, 'succeeded', 'refunded');
      return 'cash';
    },
  };
}
