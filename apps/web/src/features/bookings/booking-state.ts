import { coinsForAmount, type MyBooking } from '@courtside/shared';

/** Where a booking stands for its player, as its card says it. */
export type BookingState = 'paid' | 'payAtClub' | 'awaitingPayment' | 'cancelled' | 'refunded';

export function bookingState(booking: MyBooking): BookingState {
  if (booking.status === 'held') return 'awaitingPayment';
  if (booking.status === 'cancelled' || booking.status === 'expired') {
    const refunded =
      booking.paymentStatus === 'refunded' || booking.paymentStatus === 'refund_pending';
    return refunded ? 'refunded' : 'cancelled';
  }
  return booking.paymentStatus === 'due_at_club' ? 'payAtClub' : 'paid';
}

/** What cancelling gives back, as the server's cancellation rule does it (payments.cancel). */
export type CancelReturn =
  | { kind: 'coins'; coins: number }
  | { kind: 'nothingOwed' }
  | { kind: 'nothingCharged' }
  | { kind: 'paidInCash' };

export function cancelReturn(booking: MyBooking): CancelReturn {
  const state = bookingState(booking);
  if (state === 'awaitingPayment') return { kind: 'nothingCharged' };
  if (state === 'payAtClub') return { kind: 'nothingOwed' };
  // Online and coin payments come back as coins; cash collected at the club stays there.
  if (booking.paymentMethod === 'cash') return { kind: 'paidInCash' };
  return { kind: 'coins', coins: coinsForAmount(booking.amount) };
}
