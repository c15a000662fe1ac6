import { conflictCodes } from '@courtside/shared';
import type { PurchaseStart } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { conflict } from '#server/lib/domain-error.js';
import type { Logger } from '#server/lib/logger.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { Checkout } from './payment.mapper.js';
import { requestFingerprint, type Idempotency } from './payment-starts.js';
import type { Coins } from './coins.js';
import { lockBuyer, lockPayer } from './payer-lock.js';
import type { PaymentRow } from './payments.repo.js';
import type { RefundRoute } from '@courtside/shared';

/** The Idempotency-Key of a request and the digest of what it asked, when a key was sent. */
export function idempotencyOf(key: string | undefined, request: unknown): Idempotency | undefined {
  return key ? { key, fingerprint: requestFingerprint(request) } : undefined;
}

/** A purchase its seller calls off (a cancelled session's seat, a deleted championship's place). */
export interface CalledOffPurchase {
  payerId: string;
  /** Null when nothing was paid or started. */
  paymentId: string | null;
  /** Closes what was bought (the seat, the request) in the same transaction as the refund. */
  close(tx: Tx): Promise<unknown>;
  /** What names it in the log if its refund fails. */
  logFields: Record<string, unknown>;
}

interface PurchaseDeps {
  db: Kysely<Database>;
  log: Logger;
  payments: {
    coins: Coins;
    findRepeat(
      tx: Tx,
      payerId: string,
      idempotency: Idempotency | undefined,
    ): Promise<PaymentRow | null>;
    checkout(payment: PaymentRow): Promise<Checkout>;
    refund(tx: Tx, paymentId: string): Promise<RefundRoute>;
    sendRefund(paymentId: string): Promise<unknown>;
  };
}

/** How every feature starts, answers and calls off a purchase, so each does it the same way. */
export function createPurchases({ db, log, payments }: PurchaseDeps) {
  async function callOff({ payerId, paymentId, close }: CalledOffPurchase): Promise<void> {
    const route = await inTransaction(db, async (tx) => {
      await lockPayer(tx, payerId);
      const refunded = paymentId ? await payments.refund(tx, paymentId) : 'none';
      await close(tx);
      return refunded;
    });
    if (route === 'provider' && paymentId) await payments.sendRefund(paymentId);
  }

  return {
    /**
     * Runs a feature's start of a payment in one transaction under the payer's lock (the lock
     * order of docs/decisions.md); a request whose Idempotency-Key already started a payment
     * gets that payment back instead of starting another.
     */
    startOnce(
      payerId: string,
      idempotency: Idempotency | undefined,
      start: (tx: Tx) => Promise<PaymentRow>,
    ): Promise<PaymentRow> {
      return inTransaction(db, async (tx) => {
        await lockBuyer(tx, payerId);
        return (await payments.findRepeat(tx, payerId, idempotency)) ?? start(tx);
      });
    },

    /** A started purchase for the client: confirmed, or pending with its checkout to open. */
    async answer(payment: PaymentRow): Promise<PurchaseStart> {
      if (!['pending', 'succeeded', 'due_at_club'].includes(payment.status))
        throw conflict(conflictCodes.PAYMENT_ENDED, 'This payment has ended; start a new one');
      const waiting = payment.status === 'pending';
      return {
        status: waiting ? 'pending' : 'confirmed',
        paymentId: payment.id,
        ...(waiting ? await payments.checkout(payment) : {}),
        ...(payment.method === 'coins'
          ? { coinBalance: await payments.coins.balance(db, payment.user_id) }
          : {}),
      };
    },

    /**
     * Gives each purchase's money back the way it came (see refund) and closes what it
     * bought, one payer per transaction (docs/decisions.md, "One order of locks"); an online
     * refund is sent to its provider after the commit. One that fails is logged and left
     * open for the feature's sweeper to call off again. Answers how many failed.
     */
    async callOffEach(purchases: readonly CalledOffPurchase[]): Promise<number> {
      let failed = 0;
      for (const purchase of purchases) {
        try {
          await callOff(purchase);
        } catch (error) {
          failed += 1;
          log.error({ err: error, ...purchase.logFields }, 'a refund failed; retrying later');
        }
      }
      return failed;
    },
  };
}
