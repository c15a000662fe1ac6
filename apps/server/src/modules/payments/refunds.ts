import { hostedPaymentMethodSchema } from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import { notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { assertPayerLocked } from './payer-lock.js';
import type { createPaymentEndings } from './payment-endings.js';
import * as repo from './payments.repo.js';

/** How the money of a called-off purchase went back, if any was taken. */
export type RefundRoute = 'provider' | 'coins' | 'none';
/** How the money of a booking the club calls off goes back: also cash handed back at the desk. */
export type ClubRefundRoute = RefundRoute | 'cash';

interface RefundDeps {
  clock: Clock;
  cancel: ReturnType<typeof createPaymentEndings>['cancel'];
}

/**
 * A seller calls a purchase off (a club deletes its championship): the money goes back the
 * way it came. Paid online, it is refunded through the provider (refund_pending now; the
 * caller sends it with `sendRefund` once the transaction has committed, and the sweeper
 * retries a refund the provider could not take). Paid in coins, the coins come back at once.
 * Not paid yet, the payment is cancelled, so a later approval is refunded too.
 */
export function createRefunds({ clock, cancel }: RefundDeps) {
  async function refund(tx: Tx, paymentId: string): Promise<RefundRoute> {
    const payment = await repo.lockPayment(tx.db, paymentId);
    if (!payment) throw notFound('Payment');
    assertPayerLocked(tx, payment.user_id);
    const hosted = hostedPaymentMethodSchema.safeParse(payment.method).success;
    if (payment.status === 'succeeded' && hosted) {
      await repo.movePayment(
        tx.db,
        paymentId,
        'succeeded',
        'refund_pending',
        clock.now().toISOString(),
        {
          refund_to: 'provider',
        },
      );
      return 'provider';
    }
    return (await cancel(tx, paymentId)) > 0 ? 'coins' : 'none';
  }

  return {
    refund,

    /**
     * The club calls off what it sold, in full whatever the time: as `refund`, and cash it
     * already collected is handed back at the desk (the payment is refunded, out of revenue).
     */
    async refundInFull(tx: Tx, paymentId: string): Promise<ClubRefundRoute> {
      const payment = await repo.lockPayment(tx.db, paymentId);
      if (!payment) throw notFound('Payment');
      assertPayerLocked(tx, payment.user_id);
      if (payment.method !== 'cash' || payment.status !== 'succeeded') return refund(tx, paymentId);
      await repo.movePayment(tx.db, paymentId, 'succeeded', 'refunded', clock.now().toISOString());
      return 'cash';
    },
  };
}
