import type { Payment } from '@courtside/shared';
import { apiRequest } from '../api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /payments/{id}: one of the payer's payments, and how it stands. */
export function fetchPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return apiRequest(`/payments/${encodeURIComponent(id)}`, {
    schema: sharedSchema('paymentSchema'),
    signal,
  });
}
