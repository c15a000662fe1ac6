import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingPaymentBody, BookingPaymentResponse } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubDayKeys, customerKeys, reservationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** A walk-in customer's booking, taken by the owner and paid in cash at the club. */
export type WalkInBooking = BookingPaymentBody & { walkIn: true };

export function bookWalkIn(body: WalkInBooking): Promise<BookingPaymentResponse> {
  return apiRequest('/booking/payment/cash', {
    method: 'POST',
    body,
    schema: sharedSchema('bookingPaymentResponseSchema'),
  });
}

export function useBookWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWalkIn,
    // The club's day and the court's day must show the new booking when the owner returns,
    // and the customer list the walk-in it may have added.
    onSuccess: (_response, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubDayKeys.day(body.date) }),
        queryClient.invalidateQueries({
          queryKey: reservationKeys.courtDay(body.courtID, body.date),
        }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]),
  });
}
