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
}

/** POST /booking/payment/:method: books the slot and pays (or opens a checkout). */
export function payForBooking({ method, body }: BookingPayment): Promise<BookingPaymentResponse> {
  return apiRequest(`/booking/payment/${method}`, {
    method: 'POST',
    body,
    schema: bookingPaymentResponseSchema,
  });
}

export function usePayForBooking() {
  return useMutation({ mutationFn: payForBooking });
}
