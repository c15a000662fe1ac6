import type { PurchaseStart } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { conflict } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/lib/transaction.js';
import type { Checkout } from './payment.mapper.js';
import { requestFingerprint, type Idempotency } from './payment-starts.js';
import type { Coins } from './coins.js';
import { lockPayer } from './payer-lock.js';
import type { PaymentRow } from './payments.repo.js';

/** The Idempotency-Key of a request and the digest of what it asked, when a key was sent. */
export function idempotencyOf(key: string | undefined, request: unknown): Idempotency | undefined {
  return key ? { key, fingerprint: requestFingerprint(request) } : undefined;
}

interface PurchaseDeps {
  db: Kysely<Database>;
  coins: Coins;
  findRepeat(
    tx: Tx,
    payerId: string,
    idempotency: Idempotency | undefined,
  ): Promise<PaymentRow | null>;
  checkout(payment: PaymentRow): Promise<Checkout>;
}

/** How every feature starts a purchase and answers it, so each does it the same way. */
export function createPurchases({ db, coins, findRepeat, checkout }: PurchaseDeps) {
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
        await lockPayer(tx, payerId);
        return (await findRepeat(tx, payerId, idempotency)) ?? start(tx);
      });
    },

    /** A started purchase for the client: confirmed, or pending with its checkout to open. */
    async answer(payment: PaymentRow): Promise<PurchaseStart> {
      if (!['pending', 'succeeded', 'due_at_club'].includes(payment.status))
        throw conflict('PAYMENT_ENDED', 'This payment has ended; start a new one');
      const waiting = payment.status === 'pending';
      return {
        status: waiting ? 'pending' : 'confirmed',
        paymentId: payment.id,
        ...(waiting ? await checkout(payment) : {}),
        ...(payment.method === 'coins'
          ? { coinBalance: await coins.balance(db, payment.user_id) }
          : {}),
      };
    },
  };
}
