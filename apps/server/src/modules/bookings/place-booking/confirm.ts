import { conflictCodes } from '@courtside/shared';
import type { BookingPaymentResponse } from '@courtside/shared';
import { conflict } from '#server/lib/domain-error.js';
import type { BookingPlace } from '#server/modules/clubs/clubs.service.js';
import type { PaymentRecord } from '#server/modules/payments/payments.service.js';
import { toMyBooking } from '../booking.mapper.js';
import type { BookingsDeps } from '../bookings-deps.js';
import {
  findBookingWithPlace,
  placeColumns,
  type BookingRow,
  type BookingWithPlace,
} from '../bookings.repo.js';
import type { PlacedBooking } from './repeat.js';

/** A booking this request wrote, with what it wrote; or one an earlier request had placed. */
export type Placed =
  { booking: BookingRow; payment: PaymentRecord; place: BookingPlace } | PlacedBooking;

/**
 * The booking row as a card shows it, from what the request already holds: no read back.
 * Object.assign rather than a spread: V8 spreads an object this wide many times slower, and
 * this runs on every booking.
 */
function withPlace(
  booking: BookingRow,
  place: BookingPlace,
  payment: PaymentRecord,
): BookingWithPlace {
  return Object.assign({}, booking, placeColumns(place), {
    payment_method: payment.method,
    payment_status: payment.status,
    payment_refund_to: null,
    checkout_url: payment.checkout_url,
  });
}

async function readBack(deps: Pick<BookingsDeps, 'db' | 'payments'>, placed: PlacedBooking) {
  const payment = await deps.payments.record(placed.paymentId);
  const booking = await findBookingWithPlace(deps.db, placed.bookingId);
  if (!booking) throw new Error(`booking ${placed.bookingId} vanished`);
  return { payment, booking };
}

/**
 * Step 6, after the booking's transaction committed: a hosted payment gets its checkout (a
 * provider that fails ends the payment and frees the hours), and the answer says whether the
 * booking is confirmed or waits for the payer. A repeated request whose payment already ended
 * is refused rather than answered with a booking that no longer stands.
 */
export async function confirmBooking(
  deps: Pick<BookingsDeps, 'db' | 'payments'>,
  placed: Placed,
): Promise<BookingPaymentResponse> {
  const { payments } = deps;
  const { payment, booking } =
    'payment' in placed
      ? {
          payment: placed.payment,
          booking: withPlace(placed.booking, placed.place, placed.payment),
        }
      : await readBack(deps, placed);
  const waiting = payment.status === 'pending';
  if (!waiting && payment.status !== 'succeeded' && payment.status !== 'due_at_club')
    throw conflict(conflictCodes.PAYMENT_ENDED, 'This payment has ended; start a new one');
  const checkout = waiting ? await payments.checkout(payment) : {};
  const checkoutUrl = checkout.formUrl ?? checkout.url ?? booking.checkout_url;
  return {
    status: waiting ? 'pending' : 'confirmed',
    booking: toMyBooking(Object.assign({}, booking, { checkout_url: checkoutUrl })),
    paymentId: payment.id,
    holdExpiresAt: booking.hold_expires_at,
    ...checkout,
    ...(payment.method === 'coins'
      ? { coinBalance: await payments.coins.balance(deps.db, payment.user_id) }
      : {}),
  };
}
