import { useMutation } from '@tanstack/react-query';
import type { BookingPaymentBody, BookingPaymentResponse, PaymentMethod } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export interface BookingPayment {
  method: PaymentMethod;
  body: BookingPaymentBody;
  /** One per payment attempt: sent again, it answers the booking the attempt already started. */
  idempotencyKey: string;
}

/** POST /booking/payment/:method: books the slot and pays (or opens a checkout). */
export function payForBooking({
  method,
  body,
  idempotencyKey,
}: BookingPayment): Promise<BookingPaymentResponse> {
  return apiRequest(`/booking/payment/${method}`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: sharedSchema('bookingPaymentResponseSchema'),
  });
}

export function usePayForBooking() {
  return useMutation({ mutationFn: payForBooking });
}
