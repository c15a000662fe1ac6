import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Logger } from '#server/lib/logger.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { lockPayer } from './payer-lock.js';
import { endedOnOurSide } from './payment-states.js';
import type { PaymentMoves } from './payment-moves.js';
import * as repo from './payments.repo.js';
import type { PurposeHandler, createPurposeRegistry } from './purposes.js';

interface Deps {
  db: Kysely<Database>;
  purposes: ReturnType<typeof createPurposeRegistry>;
  moves: PaymentMoves;
  log: Logger;
  /** Sends a refund_pending payment's money back through its provider (provider-refunds.ts). */
  sendRefund: (paymentId: string) => Promise<void>;
}

/**
 * A provider's outcome for a payment (paid or not), applied once: the payer and the payment
 * are locked first, then the payment is read and moved in the same transaction, so an
 * approval racing the hold sweeper ends either delivered or refunded, never neither. An
 * outcome is final: a payment the provider declined stays declined whatever arrives later.
 */
export function createProviderOutcomes({ db, purposes, moves, log, sendRefund }: Deps) {
  /** Delivers a paid purchase, or when it can no longer be delivered, owes the money back. */
  async function deliver(tx: Tx, payment: repo.PaymentRow, attempt?: PurposeHandler['succeeded']) {
    const delivered = attempt ? await attempt(tx, payment) : false;
    if (delivered) await moves.move(tx, payment.id, payment.status, 'succeeded');
    else
      await moves.move(tx, payment.id, payment.status, 'refund_pending', {
        refund_to: 'provider',
      });
  }

  async function applyLocked(tx: Tx, payment: repo.PaymentRow, paid: boolean): Promise<void> {
    const handler = purposes.of(payment.purpose);
    if (payment.status === 'pending') {
      if (paid) return deliver(tx, payment, handler.succeeded.bind(handler));
      await moves.move(tx, payment.id, 'pending', 'failed');
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

  /**
   * The outcome applied under the payer's and the payment's locks, then any refund it owes
   * sent; null when `claim` declined it (nothing changed).
   */
  async function settle(
    paymentId: string,
    payerId: string,
    paid: boolean,
    claim?: (tx: Tx) => Promise<boolean>,
  ): Promise<repo.PaymentRow | null> {
    const settled = await inTransaction(db, async (tx) => {
      await lockPayer(tx, payerId);
      if (claim && !(await claim(tx))) return null;
      const payment = await repo.lockPayment(tx.db, paymentId);
      if (!payment) throw new Error(`payment ${paymentId} vanished`);
      await applyLocked(tx, payment, paid);
      return (await repo.findPayment(tx.db, paymentId)) ?? null;
    });
    if (settled?.status === 'refund_pending') await sendRefund(paymentId);
    return settled;
  }

  return {
    /** Applies an outcome (paid or not) to a payment whose payer is known; answers the row after. */
    async apply(paymentId: string, payerId: string, paid: boolean): Promise<repo.PaymentRow> {
      const settled = await settle(paymentId, payerId, paid);
      return (await repo.findPayment(db, paymentId)) ?? settled!;
    },

    /**
     * Applies an outcome once: `claim` runs first in the same transaction (keeping the
     * provider's event by its id) and, when it answers false, nothing is applied. Answers
     * whether this call applied it.
     */
    async applyOnce(
      paymentId: string,
      payerId: string,
      paid: boolean,
      claim: (tx: Tx) => Promise<boolean>,
    ): Promise<boolean> {
      return (await settle(paymentId, payerId, paid, claim)) !== null;
    },
  };
}
export type ProviderOutcomes = ReturnType<typeof createProviderOutcomes>;
