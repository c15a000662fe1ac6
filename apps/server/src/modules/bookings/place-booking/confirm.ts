import type { BookingPaymentResponse } from '@courtside/shared';
import { conflict } from '../../../lib/domain-error.js';
import { toMyBooking } from '../booking.mapper.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { findBookingWithPlace } from '../bookings.repo.js';
import type { PlacedBooking } from './repeat.js';

/**
 * Step 6, after the booking's transaction committed: a hosted payment gets its checkout (a
 * provider that fails ends the payment and frees the hours), and the answer says whether the
 * booking is confirmed or waits for the payer. A repeated request whose payment already ended
 * is refused rather than answered with a booking that no longer stands.
 */
export async function confirmBooking(
  deps: Pick<BookingsDeps, 'db' | 'payments'>,
  placed: PlacedBooking,
): Promise<BookingPaymentResponse> {
  const { payments } = deps;
  const payment = await payments.record(placed.paymentId);
  const waiting = payment.status === 'pending';
  if (!waiting && payment.status !== 'succeeded' && payment.status !== 'due_at_club')
    throw conflict('PAYMENT_ENDED', 'This payment has ended; start a new one');
  const checkout = waiting ? await payments.checkout(payment) : {};
  const booking = await findBookingWithPlace(deps.db, placed.bookingId);
  if (!booking) throw new Error(`booking ${placed.bookingId} vanished`);
  return {
    status: waiting ? 'pending' : 'confirmed',
    booking: toMyBooking(booking),
    paymentId: payment.id,
    holdExpiresAt: booking.hold_expires_at,
    ...checkout,
    ...(payment.method === 'coins'
      ? { coinBalance: await payments.coins.balance(deps.db, payment.user_id) }
      : {}),
  };
}
