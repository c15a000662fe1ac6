import {
  coinsForAmount,
  conflictCodes,
  hostedPaymentMethodSchema,
  type PaymentMethod,
} from '@courtside/shared';
import { createHash } from 'node:crypto';
import type { PaymentPurpose, PaymentStatus } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { conflict } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import type { Tx } from '#server/db/transaction.js';
import type { PaymentProviders } from '#server/payments/provider.js';
import type { Coins } from './coins.js';
import { assertPayerLocked } from './payer-lock.js';
import type { PaymentMoves } from './payment-moves.js';
import * as repo from './payments.repo.js';

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
  /** What a club payment buys and when it starts, as its receipts name it. */
  item?: { name: string | null; startsAt: string | null };
  idempotency?: Idempotency;
}

/** An Idempotency-Key and what it was used for (see requestFingerprint). */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

/** A stable digest of what was asked, to tell a repeated request from a reused key. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

const initialStatus = (method: PaymentMethod): PaymentStatus =>
  method === 'coins' ? 'succeeded' : method === 'cash' ? 'due_at_club' : 'pending';

/** The row of a new payment: coins are paid at once, cash is due at the club. */
function paymentRow(input: NewPayment, at: string): repo.PaymentRow {
  return {
    id: newId(),
    user_id: input.payerId,
    purpose: input.purpose,
    subject_id: input.subjectId,
    method: input.method,
    provider: null,
    provider_ref: null,
    amount: input.amount,
    currency: input.currency,
    status: initialStatus(input.method),
    payer_phone: input.payerPhone ?? null,
    created_at: at,
    updated_at: at,
    idempotency_key: input.idempotency?.key ?? null,
    request_fingerprint: input.idempotency?.fingerprint ?? null,
    checkout_url: null,
    payee_club_id: input.payeeClubId ?? null,
    refund_to: null,
    refund_ref: null,
    refund_amount: null,
    ...itemColumns(input.item),
  };
}

/** What a club payment buys, for its receipts; nothing named for others (a coin pack). */
const itemColumns = (item: NewPayment['item']) => ({
  item_name: item?.name ?? null,
  item_starts_at: item?.startsAt ?? null,
});

/** Starting a payment, inside the feature's transaction, and finding one a key already started. */
interface StartDeps {
  clock: Clock;
  coins: Coins;
  /** The hosted providers configured; a method without one cannot be paid. */
  providers: Partial<PaymentProviders>;
  moves: PaymentMoves;
}

export function createPaymentStarts({ clock, coins, providers, moves }: StartDeps) {
  return {
    /** A payment for anything; coins are taken at once, cash is due at the club. */
    async create(tx: Tx, input: NewPayment): Promise<repo.PaymentRow> {
      assertPayerLocked(tx, input.payerId);
      const hosted = hostedPaymentMethodSchema.safeParse(input.method);
      if (hosted.success && !providers[hosted.data])
        throw conflict(
          conflictCodes.PAYMENT_METHOD_UNAVAILABLE,
          'This payment method is not available here',
        );
      const row = paymentRow(input, clock.now().toISOString());
      await repo.insertPayment(tx.db, row);
      if (input.method === 'coins')
        await coins.debit(tx, {
          userId: input.payerId,
          coins: coinsForAmount(input.amount),
          reason: 'payment',
          ref: row.id,
        });
      await moves.paidAtOnce(tx, row);
      return row;
    },

    /**
     * The payment an Idempotency-Key already started, if any. The same key for a different
     * request is refused (409), as Stripe does, rather than answered with the wrong thing.
     */
    async findRepeat(tx: Tx, payerId: string, idempotency: Idempotency | undefined) {
      if (!idempotency) return null;
      const found = await repo.findByIdempotencyKey(tx.db, payerId, idempotency.key);
      if (found && found.request_fingerprint !== idempotency.fingerprint)
        throw conflict(
          conflictCodes.IDEMPOTENCY_KEY_REUSED,
          'This Idempotency-Key was already used for a different request',
        );
      return found ?? null;
    },
  };
}
