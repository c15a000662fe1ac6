import { useMutation } from '@tanstack/react-query';
import {
  bookingPaymentResponseSchema,
  type BookingPaymentBody,
  type BookingPaymentResponse,
  type PaymentMethod,
} from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

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
    schema: bookingPaymentResponseSchema,
  });
}

export function usePayForBooking() {
  return useMutation({ mutationFn: payForBooking });
}
