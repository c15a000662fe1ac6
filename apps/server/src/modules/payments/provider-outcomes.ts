import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { PaymentProviders } from '#server/payments/provider.js';
import { lockPayer } from './payer-lock.js';
import { endedOnOurSide } from './payment-states.js';
import * as repo from './payments.repo.js';
import type { PurposeHandler, createPurposeRegistry } from './purposes.js';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  providers: Partial<PaymentProviders>;
  purposes: ReturnType<typeof createPurposeRegistry>;
  log: Logger;
}

/**
 * A provider's outcome for a payment (paid or not), applied once: the payer and the payment
 * are locked first, then the payment is read and moved in the same transaction, so an
 * approval racing the hold sweeper ends either delivered or refunded, never neither. An
 * outcome is final: a payment the provider declined stays declined whatever arrives later.
 */
export function createProviderOutcomes({ db, clock, providers, purposes, log }: Deps) {
  const nowIso = () => clock.now().toISOString();

  /** Delivers a paid purchase, or when it can no longer be delivered, owes the money back. */
  async function deliver(tx: Tx, payment: repo.PaymentRow, attempt?: PurposeHandler['succeeded']) {
    const delivered = attempt ? await attempt(tx, payment) : false;
    if (delivered) await repo.movePayment(tx.db, payment.id, payment.status, 'succeeded', nowIso());
    else
      await repo.movePayment(tx.db, payment.id, payment.status, 'refund_pending', nowIso(), {
        refund_to: 'provider',
      });
  }

  async function applyLocked(tx: Tx, payment: repo.PaymentRow, paid: boolean): Promise<void> {
    const handler = purposes.of(payment.purpose);
    if (payment.status === 'pending') {
      if (paid) return deliver(tx, payment, handler.succeeded.bind(handler));
      await repo.movePayment(tx.db, payment.id, 'pending', 'failed', nowIso());
      return handler.failed(tx, payment);
    }
    if (paid && endedOnOurSide(payment.status)) {
      const late = payment.status === 'expired' ? handler.succeededLate?.bind(handler) : undefined;
      return deliver(tx, payment, late);
    }
    log.warn(
      { paymentId: payment.id, status: payment.status, paid },
      'a provider outcome arrived for a payment already settled; it changes nothing',
    );
  }

  /** Gives money back through the provider; a failure stays refund_pending and is retried. */
  async function refundThroughProvider(paymentId: string): Promise<void> {
    const payment = await repo.findPayment(db, paymentId);
    if (payment?.status !== 'refund_pending' || !payment.provider_ref) return;
    const provider = providers[payment.method as keyof PaymentProviders];
    try {
      if (!provider) throw new Error(`no provider for ${payment.method}`);
      const { refundRef } = await provider.refund({
        paymentId: payment.id,
        providerRef: payment.provider_ref,
        amount: payment.amount,
        currency: payment.currency,
      });
      await repo.movePayment(db, payment.id, 'refund_pending', 'refunded', nowIso(), {
        refund_ref: refundRef,
      });
    } catch (error) {
      log.error({ err: error, paymentId }, 'a refund through the provider failed; retrying later');
    }
  }

  return {
    refundThroughProvider,

    /** Applies an outcome (paid or not) to a payment whose payer is known; answers the row after. */
    async apply(paymentId: string, payerId: string, paid: boolean): Promise<repo.PaymentRow> {
      const settled = await inTransaction(db, async (tx) => {
        await lockPayer(tx, payerId);
        const payment = await repo.lockPayment(tx.db, paymentId);
        if (!payment) throw new Error(`payment ${paymentId} vanished`);
        await applyLocked(tx, payment, paid);
        return repo.findPayment(tx.db, paymentId);
      });
      if (settled?.status === 'refund_pending') await refundThroughProvider(paymentId);
      return (await repo.findPayment(db, paymentId)) ?? settled!;
    },

    /** Retries refunds a provider could not take yet. */
    async retryRefunds(): Promise<number> {
      const owed = await repo.refundsPending(db, 100);
      for (const payment of owed) await refundThroughProvider(payment.id);
      return owed.length;
    },
  };
}
export type ProviderOutcomes = ReturnType<typeof createProviderOutcomes>;
