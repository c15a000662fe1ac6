import type { MyBooking } from '@courtside/shared';
import { coinsForAmount, hostedPaymentMethods } from '@courtside/shared/rules';

/** Where a booking stands for its player, as its card says it. */
export type BookingState =
  | 'paid'
  | 'payAtClub'
  | 'awaitingPayment'
  | 'cancelled'
  | 'refundOnItsWay'
  | 'refunded'
  | 'refundedToCoins';

function refundState(booking: MyBooking): BookingState {
  if (booking.paymentStatus === 'refund_pending') return 'refundOnItsWay';
  if (booking.paymentStatus !== 'refunded') return 'cancelled';
  return booking.refundTo === 'coins' ? 'refundedToCoins' : 'refunded';
}

export function bookingState(booking: MyBooking): BookingState {
  if (booking.status === 'held') return 'awaitingPayment';
  if (booking.status === 'cancelled' || booking.status === 'expired') return refundState(booking);
  return booking.paymentStatus === 'due_at_club' ? 'payAtClub' : 'paid';
}

/** Whether the card shows a booking that is over: called off, refunded or not. */
export const isCalledOff = (state: BookingState) =>
  state === 'cancelled' || state.startsWith('refund');

/**
 * What cancelling gives back, by the one refund rule the server applies (payments.refund):
 * paid online, the player chooses the way they paid or coins at once; coins come back as
 * coins; cash collected at the club stays there; nothing paid, nothing owed. `amount` is
 * what comes back (minor units): all of the price, or the club's share of a late one.
 */
export type CancelReturn =
  | { kind: 'choice'; coins: number }
  | { kind: 'coins'; coins: number }
  | { kind: 'nothingOwed' }
  | { kind: 'nothingCharged' }
  | { kind: 'paidInCash' }
  | { kind: 'nothingBack' };

export function cancelReturn(booking: MyBooking, amount = booking.amount): CancelReturn {
  const state = bookingState(booking);
  if (state === 'awaitingPayment') return { kind: 'nothingCharged' };
  if (state === 'payAtClub') return { kind: 'nothingOwed' };
  if (booking.paymentMethod === 'cash') return { kind: 'paidInCash' };
  if (amount === 0) return { kind: 'nothingBack' };
  const coins = coinsForAmount(amount);
  return booking.paymentMethod !== null &&
    (hostedPaymentMethods as readonly string[]).includes(booking.paymentMethod)
    ? { kind: 'choice', coins }
    : { kind: 'coins', coins };
}
