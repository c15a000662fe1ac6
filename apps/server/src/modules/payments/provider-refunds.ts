import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Logger } from '#server/lib/logger.js';
import {
  configuredNames,
  providerNamed,
  type ConfiguredProviders,
} from '#server/payments/provider.js';
import { inTransaction } from '#server/db/transaction.js';
import type { PaymentMoves } from './payment-moves.js';
import * as repo from './payments.repo.js';

interface Deps {
  db: Kysely<Database>;
  /** Every provider configured here: a refund goes to the one that took the payment. */
  providers: ConfiguredProviders;
  log: Logger;
  moves: PaymentMoves;
}

/** Money owed back (refund_pending) sent through the provider that took it, outside any transaction. */
export function createProviderRefunds({ db, providers, log, moves }: Deps) {
  /**
   * Gives money back through the provider that took it; a failure stays refund_pending and is
   * retried. When that provider is not configured here (Stripe's keys were taken away), the
   * refund waits for it, listed for the admin, rather than go to whichever provider serves
   * the method now: that one never had the money.
   */
  async function refundThroughProvider(paymentId: string): Promise<void> {
    const payment = await repo.findPayment(db, paymentId);
    if (payment?.status !== 'refund_pending' || !payment.provider_ref) return;
    const provider = providerNamed(providers, payment.provider, payment.method);
    if (!provider) {
      log.warn(
        { paymentId, provider: payment.provider },
        'a refund waits for its payment provider, which is not configured here',
      );
      return;
    }
    try {
      const { refundRef } = await provider.refund({
        paymentId: payment.id,
        providerRef: payment.provider_ref,
        // A late cancellation gives back only its share (refund_amount); else all of it.
        amount: payment.refund_amount ?? payment.amount,
        currency: payment.currency,
      });
      // Its refund receipt is issued with the move, in one transaction.
      await inTransaction(db, (tx) =>
        moves.move(tx, payment.id, 'refund_pending', 'refunded', { refund_ref: refundRef }),
      );
    } catch (error) {
      log.error({ err: error, paymentId }, 'a refund through the provider failed; retrying later');
    }
  }

  return {
    refundThroughProvider,

    /**
     * Retries refunds a provider could not take yet. Those whose provider is not configured
     * here are not picked (they would fill every round): they wait until it is again.
     */
    async retryRefunds(): Promise<number> {
      const owed = await repo.refundsPending(db, configuredNames(providers), 100);
      for (const payment of owed) await refundThroughProvider(payment.id);
      return owed.length;
    },
  };
}
