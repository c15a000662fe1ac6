import type { Tx } from '../../../lib/transaction.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { ownLiveHold } from '../bookings.repo.js';
import { cancelHold } from '../holds.js';
import type { ValidBooking } from './validate.js';

export interface PlacedBooking {
  bookingId: string;
  paymentId: string;
}

/**
 * A booking the player already started: the same Idempotency-Key answers the same booking
 * (a double tap books once), and so does starting the same slot with the same method while
 * their hold lives (coming back from a checkout they left). Another method for the same slot
 * replaces the hold: the player changed their mind. Runs after the payer's row is locked.
 */
export async function findRepeatedBooking(
  tx: Tx,
  deps: Pick<BookingsDeps, 'courtTime' | 'payments' | 'clock'>,
  booking: Pick<ValidBooking, 'caller' | 'method' | 'place' | 'startsAt' | 'body'>,
  request: { idempotencyKey?: string; fingerprint: string },
): Promise<PlacedBooking | null> {
  const { caller } = booking;
  const byKey = await deps.payments.findRepeat(
    tx,
    caller.id,
    request.idempotencyKey,
    request.fingerprint,
  );
  if (byKey) return { bookingId: byKey.subject_id, paymentId: byKey.id };
  const hold = await ownLiveHold(
    tx.db,
    {
      userId: caller.id,
      courtId: booking.place.court.id,
      startsAt: booking.startsAt,
      durationMinutes: booking.body.duration,
    },
    deps.clock.now().toISOString(),
  );
  if (!hold?.payment_id) return null;
  if (hold.payment_method === booking.method)
    return { bookingId: hold.id, paymentId: hold.payment_id };
  await cancelHold(tx, deps, hold);
  return null;
}
