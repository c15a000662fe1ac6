import type { Tx } from '#server/db/transaction.js';
import { insertBooking, type BookingRow } from '../bookings.repo.js';
import type { BookingPrice } from './price.js';
import type { ValidBooking } from './validate.js';

/** Step 5: the booking row itself, held while a hosted payment is open, confirmed otherwise. */
export async function recordBooking(
  tx: Tx,
  booking: Omit<ValidBooking, 'slotStarts' | 'method'>,
  price: BookingPrice,
  ids: { bookingId: string; paymentId: string; heldUntil: string | null; createdAt: string },
): Promise<BookingRow> {
  const { body } = booking;
  const row: BookingRow = {
    id: ids.bookingId,
    user_id: booking.caller.id,
    court_id: booking.place.court.id,
    starts_at: booking.startsAt,
    ends_at: booking.endsAt,
    duration_minutes: body.duration,
    status: booking.hosted ? 'held' : 'confirmed',
    hold_expires_at: ids.heldUntil,
    amount: price.amount,
    currency: price.currency,
    payment_id: ids.paymentId,
    made_by_owner: booking.walkIn ? 1 : 0,
    walk_in_name: body.customerName ?? null,
    walk_in_phone: body.customerPhone ?? null,
    created_at: ids.createdAt,
    cancelled_at: null,
    cancel_reason: null,
    series_id: null,
  };
  await insertBooking(tx.db, row);
  return row;
}
