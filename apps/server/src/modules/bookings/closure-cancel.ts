import { inTransaction } from '#server/db/transaction.js';
import type { ClosureCancel } from '#server/modules/court-time/court-time.service.js';
import type { BookingsDeps } from './bookings-deps.js';
import {
  bookingsOwedByClub,
  findBookingWithPlace,
  lockBooking,
  owedPaymentStates,
  transitionBooking,
  type BookingWithPlace,
} from './bookings.repo.js';
import { giveBackInFull } from './club-changes.js';
import { bookingOwner } from './holds.js';

/** How many owed bookings one sweep settles at most. */
const sweepBatch = 100;

/** Cancelled by the club with its money not gone back yet. */
const owed = (booking: BookingWithPlace | undefined): booking is BookingWithPlace =>
  booking?.status === 'cancelled' &&
  booking.cancel_reason !== null &&
  (owedPaymentStates as readonly (string | null)[]).includes(booking.payment_status);

/**
 * Bookings a closure of the club or court calls off. In the closure's transaction a held or
 * confirmed booking is cancelled with the club's reason and its hours released; after the
 * commit its money goes back in full and its player is told where it went, under the payer's
 * lock as one payer's transaction. A booking whose refund did not happen (a failure, a crash)
 * is found by the sweep: cancelled by the club, its payment still live.
 */
export function createBookingClosures(deps: BookingsDeps) {
  const { db, clock, courtTime, payments, log } = deps;

  /** One booking's money back and its player told; nothing when that has already happened. */
  async function settle(bookingId: string): Promise<void> {
    const payerId = (await findBookingWithPlace(db, bookingId))?.user_id;
    if (!payerId) return;
    const settled = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, payerId);
      const booking = await findBookingWithPlace(tx.db, bookingId);
      if (!owed(booking)) return null;
      const route = await giveBackInFull(deps, tx, booking, booking.cancel_reason!);
      return { route, paymentId: booking.payment_id };
    });
    if (settled?.route === 'provider') await payments.sendRefund(settled.paymentId!);
  }

  /** Each booking settled on its own; one that fails is logged and stays owed for the sweep. */
  async function settleEach(bookingIds: readonly string[]): Promise<void> {
    for (const bookingId of bookingIds)
      await settle(bookingId).catch((error: unknown) => {
        log.error({ err: error, bookingId }, 'a booking refund failed; retrying later');
      });
  }

  const closureCancel: ClosureCancel = {
    async callOff(tx, bookingId, reason) {
      const booking = await lockBooking(tx.db, bookingId);
      if (booking?.status !== 'held' && booking?.status !== 'confirmed') return;
      await transitionBooking(tx.db, bookingId, booking.status, {
        status: 'cancelled',
        cancelled_at: clock.now().toISOString(),
        cancel_reason: reason,
      });
      await courtTime.release(tx, bookingOwner(bookingId));
    },
    refund: settleEach,
  };

  return {
    closureCancel,
    /** The sweeper's round: bookings the club cancelled whose money is still owed. */
    async refundOwed(): Promise<number> {
      const ids = await bookingsOwedByClub(db, sweepBatch);
      await settleEach(ids);
      return ids.length;
    },
  };
}
