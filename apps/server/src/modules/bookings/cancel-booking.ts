import { cancellationNoticeHours, conflictCodes, type RefundChoice } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { nothingRefunded } from '#server/modules/payments/payments.service.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { Caller } from './booking-rules.js';
import { toMyBooking } from './booking.mapper.js';
import type { BookingsDeps } from './bookings-deps.js';
import { findBookingWithPlace, transitionBooking, type BookingWithPlace } from './bookings.repo.js';
import { bookingOwner, cancelHold } from './holds.js';
import { tellClubOwner } from './club-notices.js';

const notCancellable = () =>
  conflict(conflictCodes.NOT_CANCELLABLE, 'Only a confirmed booking can be cancelled');

/**
 * A player cancels their own booking: an unpaid hold at any time (its hours free up at once),
 * a confirmed booking up to 24 hours before it starts, when what was paid goes back by the one
 * refund rule (the way it was paid, or coins at once if the player chose them) and cash due at
 * the club is no longer due.
 */
export function createCancelBooking(deps: BookingsDeps) {
  const { db, clock, courtTime, payments } = deps;

  async function cancelConfirmed(tx: Tx, booking: BookingWithPlace, choice: RefundChoice) {
    const refund = booking.payment_id
      ? await payments.refundToPlayer(tx, booking.payment_id, choice)
      : nothingRefunded;
    const moved = await transitionBooking(tx.db, booking.id, 'confirmed', {
      status: 'cancelled',
      cancelled_at: clock.now().toISOString(),
    });
    if (!moved) throw notCancellable();
    await courtTime.release(tx, bookingOwner(booking.id));
    await tellClubOwner(deps, tx, booking, booking, 'club_booking_cancelled');
    return refund;
  }

  function checkNotice(booking: BookingWithPlace) {
    const deadline = Date.parse(booking.starts_at) - cancellationNoticeHours * 3_600_000;
    if (clock.now().getTime() > deadline)
      throw conflict(
        conflictCodes.TOO_LATE_TO_CANCEL,
        `A booking can be cancelled up to ${cancellationNoticeHours} hours before it starts`,
      );
  }

  return async function cancelBooking(
    caller: Caller,
    bookingId: string,
    choice: RefundChoice = 'original',
  ) {
    const booking = await findBookingWithPlace(db, bookingId);
    if (!booking || booking.user_id !== caller.id) throw notFound('Booking');
    if (booking.status !== 'held' && booking.status !== 'confirmed') throw notCancellable();
    if (booking.status === 'confirmed') checkNotice(booking);
    const refund = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, caller.id);
      await deps.notifications.signalClubDay(tx, booking.club_owner_id);
      if (booking.status === 'confirmed') return cancelConfirmed(tx, booking, choice);
      if (!(await cancelHold(tx, deps, booking))) throw notCancellable();
      return nothingRefunded;
    });
    const after = await findBookingWithPlace(db, booking.id);
    return {
      booking: toMyBooking(after!, clock.now()),
      ...refund,
      coinBalance: await payments.coins.balance(db, caller.id),
    };
  };
}
