import { useEffect, useState } from 'react';
import type { BookingPaymentResponse, PaymentMethod } from '@courtside/shared';
import type { BookingQuery } from '../../../../lib/booking-query';
import { checkoutUrlOf, goToCheckout } from '../../../../lib/checkout';
import { usePayForBooking } from '../../api/booking-payment';
import { ApiError } from '../../../../lib/api-client';
import { usePaymentAttempts, type AttemptEnd } from '@/lib/payment-attempts';
import { useBookingOutcome } from './payment-outcome';

/**
 * Starts paying a booking with one method: confirmed at once (cash, coins) or a hosted
 * checkout to open (wallet, mobile, card); the outcome step tells the player the rest.
 */
export function useBookingPayment(booking: BookingQuery) {
  const payment = usePayForBooking();
  const outcome = useBookingOutcome(booking);
  const attempt = usePaymentAttempts();
  // Set while the browser leaves for a checkout page, so the buttons stay busy until it has.
  const [leavingWith, setLeavingWith] = useState<PaymentMethod | null>(null);
  useEffect(() => {
    // Back from the checkout page, the browser may restore this page as it was left: busy.
    const cameBack = (event: PageTransitionEvent) => event.persisted && setLeavingWith(null);
    window.addEventListener('pageshow', cameBack);
    return () => window.removeEventListener('pageshow', cameBack);
  }, []);

  const answered = (method: PaymentMethod, answer: BookingPaymentResponse) => {
    if (answer.status === 'confirmed') return outcome.confirmed(answer.booking);
    const url = checkoutUrlOf(answer);
    if (!url) return outcome.failed();
    setLeavingWith(method);
    goToCheckout(url);
  };

  const refused = (error: unknown): AttemptEnd => {
    outcome.refused(error);
    // Status 0: the request got no answer, so it may have booked; a retry repeats its key.
    return error instanceof ApiError && error.status === 0 ? 'unanswered' : 'answered';
  };

  /** Resolves once the answer has been handled, whatever it was. */
  const pay = (method: PaymentMethod, phone?: string): Promise<void> =>
    attempt(method, phone, (idempotencyKey) =>
      payment
        .mutateAsync({
          method,
          idempotencyKey,
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
        })
        .then((answer): AttemptEnd => {
          answered(method, answer);
          return 'answered';
        }, refused),
    );

  const busy = leavingWith ?? (payment.isPending ? (payment.variables?.method ?? null) : null);
  return { pay, busy };
}
