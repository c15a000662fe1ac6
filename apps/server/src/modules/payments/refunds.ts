import { hostedPaymentMethodSchema } from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import { notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/lib/transaction.js';
import { assertPayerLocked } from './payer-lock.js';
import type { createPaymentEndings } from './payment-endings.js';
import * as repo from './payments.repo.js';

/** How the money of a called-off purchase went back, if any was taken. */
export type RefundRoute = 'provider' | 'coins' | 'none';

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
  return {
    async refund(tx: Tx, paymentId: string): Promise<RefundRoute> {
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
    },
  };
}
