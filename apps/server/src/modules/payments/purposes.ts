import type { PaymentPurpose } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { PaymentRow } from './payments.repo.js';

export type CashOutcome = 'collected' | 'no_show';

/**
 * What a feature registers for the payments of its purpose; payments calls it inside the
 * transaction that settles the payment, after locking the payer and the payment.
 */
export interface PurposeHandler {
  /** Paid on time: deliver what was bought. False when it can no longer be (it is refunded). */
  succeeded(tx: Tx, payment: PaymentRow): Promise<boolean>;
  /**
   * Declined, or the checkout could not start: release what was kept for the payment, or
   * keep it for the payer to pay another way (a booking's hold stays until it lapses).
   */
  failed(tx: Tx, payment: PaymentRow): Promise<void>;
  /**
   * Paid after the payment expired on our side: deliver if it still can be (false refunds
   * it). Without this, a late payment is always refunded.
   */
  succeededLate?(tx: Tx, payment: PaymentRow): Promise<boolean>;
  /** Cash at the club marked by the owner; may refuse with a DomainError. */
  cashMarked?(tx: Tx, payment: PaymentRow, outcome: CashOutcome): Promise<void>;
}

/** Each purpose's handler, registered once by the feature that owns the purpose. */
export function createPurposeRegistry() {
  const handlers = new Map<PaymentPurpose, PurposeHandler>();
  return {
    register(purpose: PaymentPurpose, handler: PurposeHandler): void {
      if (handlers.has(purpose)) throw new Error(`${purpose} payments already have a handler`);
      handlers.set(purpose, handler);
    },
    of(purpose: PaymentPurpose): PurposeHandler {
      const handler = handlers.get(purpose);
      if (!handler) throw new Error(`No handler is registered for ${purpose} payments`);
      return handler;
    },
  };
}
export type PurposeRegistry = ReturnType<typeof createPurposeRegistry>;
