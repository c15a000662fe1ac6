import type { Tx } from '#server/db/transaction.js';
import type { Idempotency } from '#server/modules/payments/payments.service.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { ownLiveHold } from '../bookings.repo.js';
import { cancelHold, endDeclinedHold } from '../holds.js';
import type { ValidBooking } from './validate.js';

export interface PlacedBooking {
  bookingId: string;
  paymentId: string;
}

type Deps = Pick<BookingsDeps, 'courtTime' | 'payments' | 'clock'>;
type Slot = Pick<ValidBooking, 'caller' | 'method' | 'place' | 'startsAt' | 'body'>;

/**
 * The booking an Idempotency-Key already started: a double tap books once. The same key for
 * another request is refused. Runs after the payer's row is locked.
 */
export async function bookingOfKey(
  tx: Tx,
  deps: Deps,
  payerId: string,
  idempotency: Idempotency | undefined,
): Promise<PlacedBooking | null> {
  const payment = await deps.payments.findRepeat(tx, payerId, idempotency);
  return payment ? { bookingId: payment.subject_id, paymentId: payment.id } : null;
}

/**
 * The player's own live hold of exactly this slot, when one is in the way: started again
 * with the same method while its payment waits, it is resumed (they came back from a
 * checkout they left); with another method it is cancelled, since the player changed their
 * mind; after its payment was declined it ends as if it had lapsed. Either way the slot is
 * free to claim again ('released'). Null when no hold of theirs is in the way.
 */
export async function ownHoldInTheWay(
  tx: Tx,
  deps: Deps,
  booking: Slot,
): Promise<PlacedBooking | 'released' | null> {
  const hold = await ownLiveHold(
    tx.db,
    {
      userId: booking.caller.id,
      courtId: booking.place.court.id,
      startsAt: booking.startsAt,
      durationMinutes: booking.body.duration,
    },
    deps.clock.now().toISOString(),
  );
  if (!hold?.payment_id) return null;
  // A declined checkout cannot be resumed: a new payment, by any method, replaces it.
  if (hold.payment_status === 'failed') {
    await endDeclinedHold(tx, deps, hold);
    return 'released';
  }
  if (hold.payment_method === booking.method)
    return { bookingId: hold.id, paymentId: hold.payment_id };
  await cancelHold(tx, deps, hold);
  return 'released';
}
