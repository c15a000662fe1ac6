import { slotStartsFor } from '#server/modules/court-time/court-time.service.js';
import type { Tx } from '#server/db/transaction.js';
import type { BookingsDeps } from './bookings-deps.js';
import { transitionBooking, type BookingRow } from './bookings.repo.js';

export const bookingOwner = (bookingId: string) => ({ kind: 'booking' as const, id: bookingId });

/** The half hours a booking occupies. */
export function slotStartsOf(booking: Pick<BookingRow, 'starts_at' | 'duration_minutes'>) {
  return slotStartsFor(booking.starts_at, booking.duration_minutes);
}

/**
 * A hold whose payment was declined, replaced by a new payment of the same slot: it ends as
 * it would have lapsed (not a booking the player cancelled), and its hours are free to claim.
 */
export async function endDeclinedHold(
  tx: Tx,
  deps: Pick<BookingsDeps, 'courtTime'>,
  booking: Pick<BookingRow, 'id'>,
): Promise<void> {
  if (await transitionBooking(tx.db, booking.id, 'held', { status: 'expired' }))
    await deps.courtTime.release(tx, bookingOwner(booking.id));
}

/**
 * The player gives up their own unpaid hold: its payment is cancelled (a late approval is
 * then refunded) and its hours are free at once. The payer's row is already locked.
 */
export async function cancelHold(
  tx: Tx,
  deps: Pick<BookingsDeps, 'courtTime' | 'payments' | 'clock'>,
  booking: Pick<BookingRow, 'id' | 'payment_id'>,
): Promise<boolean> {
  if (booking.payment_id) await deps.payments.cancel(tx, booking.payment_id);
  const cancelled = await transitionBooking(tx.db, booking.id, 'held', {
    status: 'cancelled',
    cancelled_at: deps.clock.now().toISOString(),
  });
  if (cancelled) await deps.courtTime.release(tx, bookingOwner(booking.id));
  return cancelled;
}
