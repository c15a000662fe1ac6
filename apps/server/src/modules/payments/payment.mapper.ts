import { hostedPaymentMethodSchema, type Payment, type PaymentMethod } from '@courtside/shared';
import type { PaymentRow } from './payments.repo.js';

/** Where the payer goes to pay a hosted payment: wallets and mobile use url, cards formUrl. */
export type Checkout = { url?: string; formUrl?: string };

/** A checkout address as the spec answers it: `formUrl` for cards, `url` for the rest. */
export const checkoutAddress = (method: PaymentMethod, address: string): Checkout =>
  method === 'card' ? { formUrl: address } : { url: address };

export function toPayment(row: PaymentRow): Payment {
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
