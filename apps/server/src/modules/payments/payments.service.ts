import {
  coinsForAmount,
  hostedPaymentMethodSchema,
  type HostedPaymentMethod,
  type Payment,
  type PaymentMethod,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database, PaymentPurpose, PaymentStatus } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, conflict, notFound } from '../../lib/domain-error.js';
import { newId } from '../../lib/ids.js';
import type { Logger } from '../../lib/logger.js';
import { inTransaction, type Tx } from '../../lib/transaction.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { createCoins } from './coins.js';
import { createDecisions } from './decisions.js';
import { assertPayerLocked, lockPayer } from './payer-lock.js';
import * as repo from './payments.repo.js';
import { createPurposeRegistry, type CashOutcome } from './purposes.js';

export type { PaymentRow as PaymentRecord } from './payments.repo.js';
export type { CashOutcome, PurposeHandler } from './purposes.js';
export type { CoinMovement } from './coins.js';

export interface NewPayment {
  payerId: string;
  purpose: PaymentPurpose;
  subjectId: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  payerPhone?: string | null;
  /** The club the money is for (bookings, championships, activities). */
  payeeClubId?: string | null;
  idempotencyKey?: string | null;
  /** What the key was used for: see requestFingerprint. */
  fingerprint?: string | null;
}

/** Where the payer goes to pay a hosted payment: wallets and mobile use url, cards formUrl. */
export type Checkout = { url?: string; formUrl?: string };

export interface PaymentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The hosted providers configured; a method without one cannot be paid. */
  providers: Partial<PaymentProviders>;
  log: Logger;
}

const initialStatus = (method: PaymentMethod): PaymentStatus =>
  method === 'coins' ? 'succeeded' : method === 'cash' ? 'due_at_club' : 'pending';

/** A checkout address as the spec answers it: `formUrl` for cards, `url` for the rest. */
export const checkoutAddress = (method: PaymentMethod, address: string): Checkout =>
  method === 'card' ? { formUrl: address } : { url: address };

/** A stable digest of what was asked, to tell a repeated request from a reused key. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

export function toPayment(row: repo.PaymentRow): Payment {
  const hosted = hostedPaymentMethodSchema.safeParse(row.method);
  const resumable = row.status === 'pending' && hosted.success && row.checkout_url;
  return {
    id: row.id,
    purpose: row.purpose,
    subjectId: row.subject_id,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    ...(resumable ? checkoutAddress(hosted.data, row.checkout_url!) : {}),
  };
}

/**
 * The one owner of money (ARCHITECTURE 6): payments for any purpose, the coin ledger, the
 * providers, and what each purpose registered for when its payments settle. It imports no
 * feature; features call it inside their own transactions, after `lockPayer`.
 */
export function createPayments({ db, clock, providers, log }: PaymentsDeps) {
  const coins = createCoins(clock);
  const purposes = createPurposeRegistry();
  const decisions = createDecisions({ db, clock, providers, purposes, log });
  const nowIso = () => clock.now().toISOString();

  async function lockedPayment(tx: Tx, id: string) {
    const payment = await repo.lockPayment(tx.db, id);
    if (!payment) throw notFound('Payment');
    assertPayerLocked(tx, payment.user_id);
    return payment;
  }

  return {
    coins,
    lockPayer,
    registerPurpose: purposes.register,
    retryRefunds: decisions.retryRefunds,

    /** A payment for anything; coins are taken at once, cash is due at the club. */
    async create(tx: Tx, input: NewPayment): Promise<repo.PaymentRow> {
      assertPayerLocked(tx, input.payerId);
      const hosted = hostedPaymentMethodSchema.safeParse(input.method);
      if (hosted.success && !providers[hosted.data])
        throw conflict('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available here');
      const at = nowIso();
      const row: repo.PaymentRow = {
        id: newId(),
        user_id: input.payerId,
        purpose: input.purpose,
        subject_id: input.subjectId,
        method: input.method,
        provider_ref: null,
        amount: input.amount,
        currency: input.currency,
        status: initialStatus(input.method),
        payer_phone: input.payerPhone ?? null,
        created_at: at,
        updated_at: at,
        idempotency_key: input.idempotencyKey ?? null,
        request_fingerprint: input.fingerprint ?? null,
        checkout_url: null,
        payee_club_id: input.payeeClubId ?? null,
        refund_to: null,
        refund_ref: null,
      };
      await repo.insertPayment(tx.db, row);
      if (input.method === 'coins')
        await coins.debit(tx, {
          userId: input.payerId,
          coins: coinsForAmount(input.amount),
          reason: 'payment',
          ref: row.id,
        });
      return row;
    },

    /**
     * The payment an Idempotency-Key already started, if any. The same key for a different
     * request is refused (409), as Stripe does, rather than answered with the wrong thing.
     */
    async findRepeat(tx: Tx, payerId: string, key: string | undefined, fingerprint: string) {
      if (!key) return null;
      const found = await repo.findByIdempotencyKey(tx.db, payerId, key);
      if (found && found.request_fingerprint !== fingerprint)
        throw conflict(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request',
        );
      return found ?? null;
    },

    /**
     * Opens (or reopens) the hosted checkout of a pending payment; outside any transaction,
     * since a real provider answers over the network. A provider that fails ends the payment
     * as failed, which releases what was kept for it.
     */
    async checkout(payment: repo.PaymentRow): Promise<Checkout> {
      const method = hostedPaymentMethodSchema.safeParse(payment.method);
      if (!method.success) return {};
      if (payment.checkout_url) return checkoutAddress(method.data, payment.checkout_url);
      try {
        const provider = providers[method.data];
        if (!provider) throw new Error(`no provider for ${method.data}`);
        const started = await provider.start({
          paymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          payerPhone: payment.payer_phone,
        });
        const address = started.formUrl ?? started.url ?? '';
        await repo.setCheckout(db, payment.id, started.providerRef, address);
        return checkoutAddress(method.data, address);
      } catch (error) {
        log.error({ err: error, paymentId: payment.id }, 'a checkout could not be started');
        await decisions.apply(payment.id, payment.user_id, false);
        throw new DomainError(
          502,
          'PROVIDER_UNAVAILABLE',
          'The payment provider could not be reached. Nothing was charged.',
        );
      }
    },

    /** A provider's signed report of the payer's decision; idempotent. */
    async handleCallback(
      method: HostedPaymentMethod,
      body: unknown,
      headers: Record<string, unknown>,
    ): Promise<Payment> {
      const callback = providers[method]?.verifyCallback(body, headers);
      const payment = callback ? await repo.findPayment(db, callback.paymentId) : undefined;
      if (
        !callback ||
        !payment ||
        payment.method !== method ||
        payment.provider_ref !== callback.providerRef
      )
        throw new DomainError(401, 'INVALID_SIGNATURE', 'The callback signature does not match');
      const paid = callback.status === 'succeeded';
      return toPayment(await decisions.apply(payment.id, payment.user_id, paid));
    },

    /** A pending payment ran out on our side (its hold lapsed); false if it had settled. */
    async expire(tx: Tx, paymentId: string): Promise<boolean> {
      const payer = (await repo.findPayment(tx.db, paymentId))?.user_id;
      if (!payer) return false;
      await lockPayer(tx, payer);
      const payment = await lockedPayment(tx, paymentId);
      if (payment.status !== 'pending') return false;
      return repo.movePayment(tx.db, paymentId, 'pending', 'expired', nowIso());
    },

    /**
     * What a cancelled purchase does to its payment: an unpaid one is cancelled (a late
     * approval is then refunded); a paid one (card, wallet, mobile, coins) comes back as
     * coins at once. Answers the coins given back.
     */
    async cancel(tx: Tx, paymentId: string): Promise<number> {
      const payment = await lockedPayment(tx, paymentId);
      if (payment.status === 'pending' || payment.status === 'due_at_club') {
        await repo.movePayment(tx.db, paymentId, payment.status, 'cancelled', nowIso());
        return 0;
      }
      if (payment.status !== 'succeeded' || payment.method === 'cash') return 0;
      const refunded = coinsForAmount(payment.amount);
      await repo.movePayment(tx.db, paymentId, 'succeeded', 'refunded', nowIso(), {
        refund_to: 'coins',
      });
      await coins.credit(tx, {
        userId: payment.user_id,
        coins: refunded,
        reason: 'refund',
        ref: paymentId,
      });
      return refunded;
    },

    /** The club owner marks cash at the club collected or a no-show. */
    async markCash(callerId: string, paymentId: string, outcome: CashOutcome): Promise<Payment> {
      const found = await repo.findPayment(db, paymentId);
      if (
        !found ||
        found.method !== 'cash' ||
        (await repo.payeeOwnerOf(db, paymentId)) !== callerId
      )
        throw notFound('Payment');
      const row = await inTransaction(db, async (tx) => {
        await lockPayer(tx, found.user_id);
        const payment = await lockedPayment(tx, paymentId);
        if (payment.status !== 'due_at_club')
          throw conflict('CASH_ALREADY_MARKED', 'This cash payment was already settled');
        await purposes.of(payment.purpose).cashMarked?.(tx, payment, outcome);
        const to = outcome === 'collected' ? 'succeeded' : 'no_show';
        await repo.movePayment(tx.db, paymentId, 'due_at_club', to, nowIso());
        return repo.findPayment(tx.db, paymentId);
      });
      return toPayment(row!);
    },

    async record(id: string): Promise<repo.PaymentRow> {
      const payment = await repo.findPayment(db, id);
      if (!payment) throw notFound('Payment');
      return payment;
    },

    async paymentOf(callerId: string, id: string): Promise<Payment> {
      const payment = await repo.findPayment(db, id);
      if (!payment || payment.user_id !== callerId) throw notFound('Payment');
      return toPayment(payment);
    },

    /** A hosted payment as its checkout page shows it; the page checks its own token. */
    async hostedPayment(id: string) {
      const payment = await repo.findPayment(db, id);
      const method = hostedPaymentMethodSchema.safeParse(payment?.method);
      if (!payment || !method.success || !payment.provider_ref) throw notFound('Checkout');
      return { ...toPayment(payment), method: method.data, providerRef: payment.provider_ref };
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;
