import { useState } from 'react';
import type { BookingPaymentResponse, PaymentMethod } from '@courtside/shared';
import type { BookingQuery } from '../../../../lib/booking-query';
import { checkoutUrlOf, goToCheckout } from '../../../../lib/checkout';
import { usePayForBooking } from '../../api/booking-payment';
import { useBookingOutcome } from './payment-outcome';

/**
 * Starts paying a booking with one method: confirmed at once (cash, coins) or a hosted
 * checkout to open (wallet, mobile, card); the outcome step tells the player the rest.
 */
export function useBookingPayment(booking: BookingQuery) {
  const payment = usePayForBooking();
  const outcome = useBookingOutcome(booking);
  // Set while the browser leaves for a checkout page, so the buttons stay busy until it has.
  const [leavingWith, setLeavingWith] = useState<PaymentMethod | null>(null);

  const answered = (method: PaymentMethod, answer: BookingPaymentResponse) => {
    if (answer.status === 'confirmed') return outcome.confirmed();
    const url = checkoutUrlOf(answer);
    if (!url) return outcome.failed();
    setLeavingWith(method);
    goToCheckout(url);
  };

  /** Resolves once the answer has been handled, whatever it was. */
  const pay = (method: PaymentMethod, phone?: string): Promise<void> =>
    payment
      .mutateAsync(
        {
          method,
          body: {
            court: booking.court,
            courtID: booking.courtID,
            clubID: booking.clubID,
            date: booking.date,
            startTime: booking.startTime,
            endTime: booking.endTime,
            duration: booking.duration,
            isAvailable: false,
            ...(phone ? { phone } : {}),
          },
        },
        { onSuccess: (answer) => answered(method, answer), onError: outcome.refused },
      )
      .then(
        () => undefined,
        () => undefined,
      );

  const busy = leavingWith ?? (payment.isPending ? (payment.variables?.method ?? null) : null);
  return { pay, busy };
}
