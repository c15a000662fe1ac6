import {
  clubLocalRange,
  conflictCodes,
  minuteOfTime,
  openSlotStarts,
  type ClubBookingChange,
  type MoveBookingBody,
} from '@courtside/shared';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { checkClubAccess, toSaleTerms } from '#server/modules/clubs/clubs.service.js';
import type { ClubRefundRoute } from '#server/modules/payments/payments.service.js';
import type { Caller } from './booking-rules.js';
import type { BookingsDeps } from './bookings-deps.js';
import {
  findBookingWithPlace,
  lockBooking,
  moveConfirmedBooking,
  transitionBooking,
  type BookingWithPlace,
} from './bookings.repo.js';
import { bookingOwner } from './holds.js';
import { refusalOf } from './place-booking/claim.js';
import { slotUnavailable } from './place-booking/validate.js';

const notChangeable = () =>
  conflict(
    conflictCodes.NOT_CHANGEABLE,
    'Only a confirmed booking that has not started can be changed',
  );

function answer(booking: BookingWithPlace, refund: ClubRefundRoute | null): ClubBookingChange {
  return {
    id: booking.id,
    status: booking.status,
    courtId: booking.court_id,
    ...clubLocalRange(booking.starts_at, booking.ends_at, booking.club_time_zone),
    refund,
  };
}

/** The booking's player hears of the change, unless the owner booked it for a walk-in. */
export async function tellPlayer(
  { notifications }: Pick<BookingsDeps, 'notifications'>,
  tx: Tx,
  booking: BookingWithPlace,
  kind: 'booking_cancelled' | 'booking_moved',
  extra: Record<string, string | null>,
) {
  if (booking.made_by_owner) return;
  const now = await findBookingWithPlace(tx.db, booking.id);
  await notifications.record(tx, booking.user_id, kind, {
    booking: booking.id,
    club: booking.club_name,
    court: now?.court_name ?? booking.court_name,
    startsAt: now?.starts_at ?? booking.starts_at,
    timeZone: booking.club_time_zone,
    ...extra,
  });
}

/**
 * What was paid for a booking the club calls off goes back in full (payments.refundInFull:
 * the way it was paid, cash collected handed back at the desk, an unpaid payment cancelled),
 * and its player is told so with the club's reason. The payer's row is locked; a provider's
 * refund is the caller's to send once the transaction has committed.
 */
export async function giveBackInFull(
  deps: Pick<BookingsDeps, 'payments' | 'notifications'>,
  tx: Tx,
  booking: BookingWithPlace,
  reason: string,
  tell = true,
): Promise<ClubRefundRoute> {
  const route = booking.payment_id
    ? await deps.payments.refundInFull(tx, booking.payment_id)
    : 'none';
  if (tell) await tellPlayer(deps, tx, booking, 'booking_cancelled', { reason, refund: route });
  return route;
}

/** The hours asked for, on a court of the same club and sport, open on the club's clock. */
async function targetOf(
  { clubs, clock }: Pick<BookingsDeps, 'clubs' | 'clock'>,
  booking: BookingWithPlace,
  body: MoveBookingBody,
) {
  const [place, from] = await Promise.all([
    clubs.bookingPlace(body.courtID),
    clubs.bookingPlace(booking.court_id),
  ]);
  if (!place || place.club.id !== booking.club_id) throw notFound('Court');
  if (from && from.court.sport !== place.court.sport)
    throw invalidField('body.courtID', 'A booking moves to a court of the same sport');
  const slot = {
    date: body.date,
    start: minuteOfTime(body.startTime),
    duration: booking.duration_minutes,
  };
  // It keeps its length, sold or not any more, and moves to a start the club sells.
  if (slot.start % toSaleTerms(place.club, place.court.sport).startEvery !== 0)
    throw invalidField('body.startTime', 'Games at this club start on the hour');
  const slotStarts = openSlotStarts(slot, booking.club_time_zone, clock.now());
  if (!slotStarts) throw slotUnavailable();
  if (place.court.id === booking.court_id && slotStarts[0] === booking.starts_at)
    throw invalidField('body.startTime', 'The booking is already at this court and hour');
  return { courtId: place.court.id, slotStarts };
}

/**
 * The club owner changes a booking at their club: cancels it with a reason, however late,
 * refunding it in full, or moves it to other free hours of the same length. Each is one
 * transaction; the player is told in it.
 */
export function createClubChanges(deps: BookingsDeps) {
  const { db, clock, courtTime, payments } = deps;

  /** A booking of the caller's club that is confirmed and still to come. */
  async function changeable(caller: Caller, bookingId: string) {
    const booking = await findBookingWithPlace(db, bookingId);
    if (!booking) throw notFound('Booking');
    await checkClubAccess(
      db,
      { id: booking.club_id, owner_id: booking.club_owner_id },
      caller.id,
      'bookings',
    );
    if (booking.status !== 'confirmed') throw notChangeable();
    if (Date.parse(booking.starts_at) <= clock.now().getTime()) throw notChangeable();
    return booking;
  }

  async function cancel(caller: Caller, bookingId: string, reason: string) {
    const booking = await changeable(caller, bookingId);
    const refund = await cancelInFull(booking, reason);
    return answer((await findBookingWithPlace(db, booking.id))!, refund);
  }

  /**
   * Cancels a confirmed booking with the club's reason, refunds it in full, tells its player
   * (unless `tell` is false: a series cancelled tells them once for all its dates).
   */
  async function cancelInFull(booking: BookingWithPlace, reason: string, tell = true) {
    const refund = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, booking.user_id);
      const route = await giveBackInFull(deps, tx, booking, reason, tell);
      const cancelled = await transitionBooking(tx.db, booking.id, 'confirmed', {
        status: 'cancelled',
        cancelled_at: clock.now().toISOString(),
        cancel_reason: reason,
      });
      if (!cancelled) throw notChangeable();
      await courtTime.release(tx, bookingOwner(booking.id));
      return route;
    });
    if (refund === 'provider') await payments.sendRefund(booking.payment_id!);
    return refund;
  }

  async function move(caller: Caller, bookingId: string, body: MoveBookingBody) {
    const booking = await changeable(caller, bookingId);
    const target = await targetOf(deps, booking, body);
    const startsAt = target.slotStarts[0]!;
    await inTransaction(db, async (tx) => {
      const locked = await lockBooking(tx.db, booking.id);
      if (locked?.status !== 'confirmed') throw notChangeable();
      // Its own hours are let go first, so a move by an hour on the same court can overlap them.
      await courtTime.release(tx, bookingOwner(booking.id));
      const claimed = await courtTime.claim(tx, {
        courtId: target.courtId,
        slotStarts: target.slotStarts,
        owner: bookingOwner(booking.id),
      });
      // Throwing rolls the transaction back: the booking keeps its hours, nothing changed.
      if (!claimed.ok)
        throw refusalOf(claimed.takenHours.includes(startsAt) ? 'taken' : 'unavailable');
      await moveConfirmedBooking(tx.db, booking.id, {
        court_id: target.courtId,
        starts_at: startsAt,
        ends_at: new Date(Date.parse(startsAt) + booking.duration_minutes * 60_000).toISOString(),
      });
      await tellPlayer(deps, tx, booking, 'booking_moved', {
        fromCourt: booking.court_name,
        fromStartsAt: booking.starts_at,
      });
    });
    return answer((await findBookingWithPlace(db, booking.id))!, null);
  }

  return { cancel, move, cancelInFull };
}
