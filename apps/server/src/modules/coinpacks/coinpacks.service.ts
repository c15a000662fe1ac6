import type { HostedPaymentMethod } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { invalidField, notFound } from '#server/lib/domain-error.js';
import {
  idempotencyOf,
  type Checkout,
  type Payments,
  type PurposeHandler,
} from '#server/modules/payments/payments.service.js';
import { findPack, listPacks } from './coinpacks.repo.js';

export interface BuyPackRequest {
  callerId: string;
  method: HostedPaymentMethod;
  body: { pack: string; phone?: string };
  idempotencyKey?: string;
}

/** Coin packs: sold through a hosted checkout; a paid pack credits its coins once. */
export function createCoinPacks({ db, payments }: { db: Kysely<Database>; payments: Payments }) {
  const handler: PurposeHandler = {
    async succeeded(tx, payment) {
      const pack = await findPack(tx.db, payment.subject_id);
      if (!pack) return false;
      await payments.coins.credit(tx, {
        userId: payment.user_id,
        coins: pack.coins,
        reason: 'pack_purchase',
        ref: payment.id,
      });
      return true;
    },
    // Nothing was kept aside for an unpaid pack.
    async failed() {},
  };
  payments.registerPurpose('coin_pack', handler);

  return {
    list: () => listPacks(db),
    balance: (userId: string) => payments.coins.balance(db, userId),

    /** Starts paying for a pack; the same Idempotency-Key answers the same checkout. */
    async buy({ callerId, method, body, idempotencyKey }: BuyPackRequest) {
      const pack = await findPack(db, body.pack);
      if (!pack) throw notFound('Coin pack');
      if (method === 'wallet' && !body.phone)
        throw invalidField('body.phone', 'The mobile wallet needs the payer phone number');
      const payerPhone = body.phone ?? null;
      const idempotency = idempotencyOf(idempotencyKey, {
        purpose: 'coin_pack',
        method,
        pack: pack.id,
        payerPhone,
      });
      const payment = await payments.purchases.startOnce(callerId, idempotency, (tx) =>
        payments.create(tx, {
          payerId: callerId,
          purpose: 'coin_pack',
          subjectId: pack.id,
          method,
          amount: pack.price,
          currency: pack.currency,
          payerPhone,
          idempotency,
        }),
      );
      const checkout: Checkout = await payments.checkout(payment);
      return { paymentId: payment.id, ...checkout };
    },
  };
}
export type CoinPacks = ReturnType<typeof createCoinPacks>;
