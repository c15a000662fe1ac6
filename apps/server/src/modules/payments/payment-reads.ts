import type { Payment } from '@courtside/shared';
import { hostedPaymentMethodSchema } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { toPayment } from './payment.mapper.js';
import * as repo from './payments.repo.js';

/** Reading one payment: for its payer, for a feature, for its checkout page. */
export function createPaymentReads(db: Kysely<Database>) {
  return {
    /** One payment's row; inside a feature's transaction when `tx` is given. */
    async record(id: string, tx?: Tx): Promise<repo.PaymentRow> {
      const payment = await repo.findPayment(tx?.db ?? db, id);
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
