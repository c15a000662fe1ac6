import {
  coinsForAmount,
  hostedPaymentMethodSchema,
  type RefundChoice,
  type RefundRoute,
} from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import { notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { assertPayerLocked } from './payer-lock.js';
import type { createPaymentEndings } from './payment-endings.js';
import * as repo from './payments.repo.js';

export type { RefundRoute };
/** What a player's cancellation gives back when nothing was paid. */
export const nothingRefunded: { refundedTo: RefundRoute; refundedCoins: number } = {
  refundedTo: 'none',
  refundedCoins: 0,
};

/** How the money of a booking the club calls off goes back: also cash handed back at the desk. */
export type ClubRefundRoute = RefundRoute | 'cash';

interface RefundDeps {
  clock: Clock;
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
export function createRefunds({ clock, cancel, send }: RefundDeps) {
  async function lockedPayment(tx: Tx, paymentId: string) {
    const payment = await repo.lockPayment(tx.db, paymentId);
    if (!payment) throw notFound('Payment');
    assertPayerLocked(tx, payment.user_id);
    return payment;
  }

  async function refund(
    tx: Tx,
    paymentId: string,
    choice: RefundChoice = 'original',
  ): Promise<RefundRoute> {
    const payment = await lockedPayment(tx, paymentId);
    const hosted = hostedPaymentMethodSchema.safeParse(payment.method).success;
    if (payment.status === 'succeeded' && hosted && choice === 'original') {
      await repo.movePayment(
        tx.db,
        paymentId,
        'succeeded',
        'refund_pending',
        clock.now().toISOString(),
        { refund_to: 'provider' },
      );
      return 'provider';
    }
    return (await cancel(tx, paymentId)) > 0 ? 'coins' : 'none';
  }

  return {
    refund,

    /**
     * A player calls off their own purchase: `refund` with the player's choice, the provider's
     * refund sent after the commit. Answers where the money went and the coins given back.
     */
    async refundToPlayer(tx: Tx, paymentId: string, choice: RefundChoice) {
      const { amount } = await lockedPayment(tx, paymentId);
      const refundedTo = await refund(tx, paymentId, choice);
      if (refundedTo === 'provider') tx.afterCommit(() => void send(paymentId));
      return { refundedTo, refundedCoins: refundedTo === 'coins' ? coinsForAmount(amount) : 0 };
    },

    /**
     * The club calls off what it sold, in full whatever the time: as `refund`, and cash it
     * already collected is handed back at the desk (the payment is refunded, out of revenue).
     */
    async refundInFull(tx: Tx, paymentId: string): Promise<ClubRefundRoute> {
      const payment = await lockedPayment(tx, paymentId);
      if (payment.method !== 'cash' || payment.status !== 'succeeded') return refund(tx, paymentId);
      await repo.movePayment(tx.db, paymentId, 'succeeded', 'refunded', clock.now().toISOString());
      return 'cash';
    },
  };
}
