import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { ReceiptRow } from '#server/modules/receipts/receipts.service.js';
import { servingProviders, type ConfiguredProviders } from '#server/payments/provider.js';
import { createCheckoutClosing } from './checkout-closing.js';
import { createCheckouts } from './checkouts.js';
import { createCoins } from './coins.js';
import { createProviderEvents } from './provider-events.js';
import { createProviderOutcomes } from './provider-outcomes.js';
import { createProviderRefunds } from './provider-refunds.js';
import { lockBuyer, lockPayer } from './payer-lock.js';
import { createPaymentEndings } from './payment-endings.js';
import { createPaymentMoves } from './payment-moves.js';
import { createPaymentReads } from './payment-reads.js';
import { createOwedRefunds } from './owed-refunds.js';
import { erasePayerPhones, moneyDataOf, paymentCountsByStatus } from './payments.repo.js';
import { createPaymentStarts } from './payment-starts.js';
import { createPurchases } from './purchases.js';
import { createPurposeRegistry } from './purposes.js';
import { createRefunds } from './refunds.js';

export type { PaymentRow as PaymentRecord } from './payments.repo.js';
export type { CashOutcome, PurposeHandler } from './purposes.js';
export type { CoinMovement } from './coins.js';
export { nothingRefunded, type ClubRefundRoute, type RefundRoute } from './refunds.js';
export { checkoutAddress, toPayment, type Checkout } from './payment.mapper.js';
export type { Idempotency, NewPayment } from './payment-starts.js';
export { idempotencyOf } from './purchases.js';
export { joinedPayments, reportedPayments, statusesOf } from './joined-payments.repo.js';

export interface PaymentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The hosted providers configured, by name; a method none serves cannot be paid. */
  providers: ConfiguredProviders;
  log: Logger;
  /** Told of each receipt once the transaction that issued it has committed. */
  receiptIssued?: (receipt: ReceiptRow) => void;
}

/**
 * The one owner of money (ARCHITECTURE 6): payments for any purpose, the coin ledger, the
 * providers, and what each purpose registered for when its payments settle. It imports no
 * feature; features call it inside their own transactions, after `lockPayer`.
 */
export function createPayments({ db, clock, providers, log, receiptIssued }: PaymentsDeps) {
  const coins = createCoins(clock);
  const purposes = createPurposeRegistry();
  const serving = servingProviders(providers);
  const moves = createPaymentMoves({ clock, receiptIssued: receiptIssued ?? (() => {}) });
  const refunds = createProviderRefunds({ db, providers, log, moves });
  const outcomes = createProviderOutcomes({
    db,
    purposes,
    moves,
    log,
    sendRefund: refunds.refundThroughProvider,
  });
  const endings = createPaymentEndings({ db, coins, purposes, moves });
  const service = {
    coins,
    lockPayer,
    lockBuyer,
    registerPurpose: purposes.register,
    retryRefunds: refunds.retryRefunds,
    /** Sends a refund_pending payment's money back through its provider (after the commit). */
    sendRefund: refunds.refundThroughProvider,
    ...createPaymentStarts({ clock, coins, providers: serving, moves }),
    ...createCheckouts({ db, providers: serving, log, outcomes }),
    ...createProviderEvents({ db, clock, providers: serving, log, outcomes }),
    ...createCheckoutClosing({ db, providers, log }),
    ...endings,
    ...createRefunds({ moves, cancel: endings.cancel, send: refunds.refundThroughProvider }),
    ...createPaymentReads(db),
    ...createOwedRefunds(db, providers),
    /** How many payments are in each state now (the metrics read it at every scrape). */
    countsByStatus: () => paymentCountsByStatus(db),
    /** Closing an account: payer phones erased; Download my data: payments and coins. */
    personalData: {
      erase: (tx: Tx, userId: string) => erasePayerPhones(tx.db, userId),
      exportOf: (from: Kysely<Database>, userId: string) => moneyDataOf(from, userId),
    },
  };
  // Purchases go through the service's own functions, as any feature's calls would.
  return Object.assign(service, { purchases: createPurchases({ db, log, payments: service }) });
}
export type Payments = ReturnType<typeof createPayments>;
