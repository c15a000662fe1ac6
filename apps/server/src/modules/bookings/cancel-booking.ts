import {
  cancellationTerms,
  conflictCodes,
  type CancellationTerms,
  type RefundChoice,
} from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { nothingRefunded } from '#server/modules/payments/payments.service.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { Caller } from './booking-rules.js';
import { cancellationRuleOf, toMyBooking } from './booking.mapper.js';
import type { BookingsDeps } from './bookings-deps.js';
import { findBookingWithPlace, transitionBooking, type BookingWithPlace } from './bookings.repo.js';
import { bookingOwner, cancelHold } from './holds.js';
import { tellClubOwner } from './club-notices.js';

const notCancellable = () =>
  conflict(conflictCodes.NOT_CANCELLABLE, 'Only a confirmed booking can be cancelled');

/** What may still be cancelled, and on which terms: refused once the club's notice has begun. */
type Allowed = Exclude<CancellationTerms, { kind: 'refused' }>;

/**
 * A player cancels their own booking: an unpaid hold at any time (its hours free up at once),
 * a confirmed booking by its club's cancellation rule. Up to the club's notice (24 hours
 * unless its owner set another) what was paid goes back in full by the one refund rule (the
 * way it was paid, or coins at once if the player chose them); later the cancellation is
 * refused, or, when the club allows it, only the club's share of the price goes back the same
 * way (rounded down to the minor unit). Cash due at the club is no longer due either way.
 */
export function createCancelBooking(deps: BookingsDeps) {
  const { db, clock, courtTime, payments } = deps;

  async function cancelConfirmed(
    tx: Tx,
    booking: BookingWithPlace,
    choice: RefundChoice,
    terms: Allowed,
  ) {
    const share = terms.kind === 'late' ? terms.refund : undefined;
    const refund = booking.payment_id
      ? await payments.refundToPlayer(tx, booking.payment_id, choice, share)
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

  /** A member cancels by their plan's notice hours, when it sets them, in place of the club's. */
  async function ruleOf(booking: BookingWithPlace) {
    const rule = cancellationRuleOf(booking);
    const member = await deps.memberTerms(db, booking.user_id, booking.club_id);
    const noticeHours = member?.privileges.cancelNoticeHours;
    return noticeHours === null || noticeHours === undefined ? rule : { ...rule, noticeHours };
  }

  async function termsOf(booking: BookingWithPlace): Promise<Allowed> {
    const rule = await ruleOf(booking);
    const terms = cancellationTerms(
      rule,
      { startsAt: booking.starts_at, amount: booking.amount },
      clock.now(),
    );
    if (terms.kind === 'refused')
      throw conflict(
        conflictCodes.TOO_LATE_TO_CANCEL,
        `A booking can be cancelled up to ${rule.noticeHours} hours before it starts`,
      );
    return terms;
  }

  return async function cancelBooking(
    caller: Caller,
    bookingId: string,
    choice: RefundChoice = 'original',
  ) {
    const booking = await findBookingWithPlace(db, bookingId);
    if (!booking || booking.user_id !== caller.id) throw notFound('Booking');
    if (booking.status !== 'held' && booking.status !== 'confirmed') throw notCancellable();
    const terms = booking.status === 'confirmed' ? await termsOf(booking) : null;
    const refund = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, caller.id);
      await deps.notifications.signalClubDay(tx, booking.club_owner_id);
      if (terms) return cancelConfirmed(tx, booking, choice, terms);
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
