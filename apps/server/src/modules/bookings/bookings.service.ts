import {
  type BookingHistoryQuery,
  type CourtReservation,
  type MyBookingPage,
  slotMinutes,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { notFound } from '#server/lib/domain-error.js';
import { keysetPage } from '#server/lib/keyset-page.js';
import { checkClubAccess } from '#server/modules/clubs/clubs.service.js';
import type { Caller } from './booking-rules.js';
import { createBookingPayments } from './booking-payments.js';
import { toMyBooking } from './booking.mapper.js';
import type { BookingsDeps } from './bookings-deps.js';
import {
  bookersOf,
  bookingCountsByStatus,
  bookingRowsOf,
  bookingsOfUser,
  liveHoldsOf,
  pastBookingsOfUser,
  type BookerRow,
} from './bookings.repo.js';
import { createCancelBooking } from './cancel-booking.js';
import { createCloseBookings } from './close-account.js';
import { createClubChanges } from './club-changes.js';
import { createClubSuspension } from './club-suspension.js';
import { createBookingClosures } from './closure-cancel.js';
import { createClubDay } from './club-day.js';
import { bookerContact, bookingHolderNames, describeBookings } from './booking-holders.js';
import { createPlaceBooking } from './place-booking/place-booking.js';
import { createSeriesService } from './series/series.service.js';

export { defaultBookingRules, type BookingRules, type Caller } from './booking-rules.js';
export type { BookingsDeps } from './bookings-deps.js';
export { clubBookingsStarting } from './bookings.repo.js';
export { customerBookings, customerVisits } from './customer-visits.js';

const customerOf = (booker: BookerRow | undefined) => {
  if (!booker) {
    return {
      customerName: null,
      customerPhone: null,
      madeByOwner: false,
      paymentMethod: null,
      paymentStatus: null,
    };
  }
  const { name, phone } = bookerContact(booker);
  return {
    customerName: name,
    customerPhone: phone,
    madeByOwner: booker.made_by_owner === 1,
    paymentMethod: booker.payment_method,
    paymentStatus: booker.payment_status,
  };
};

/**
 * Court bookings: a client of court time (its hours) and of payments (its money), which it
 * tells what a booking does when its payment settles or its hold runs out.
 */
export function createBookings(deps: BookingsDeps) {
  const { db, clock, clubs, courtTime, payments } = deps;
  const settlement = createBookingPayments(deps);
  payments.registerPurpose('booking', settlement.handler);
  courtTime.onHoldLapsed('booking', settlement.holdLapsed);
  courtTime.describeClaims('booking', describeBookings(db));
  courtTime.nameHolders('booking', bookingHolderNames);
  const clubChanges = createClubChanges(deps);
  const clubCancels = createClubSuspension(deps, clubChanges.cancelInFull);
  const closures = createBookingClosures(deps);
  courtTime.onClosure('booking', closures.closureCancel);

  return {
    place: createPlaceBooking(deps),
    cancel: createCancelBooking(deps),
    /** Closing an account: future bookings cancelled and refunded; Download my data. */
    personalData: {
      release: createCloseBookings(deps),
      exportOf: async (db: Kysely<Database>, userId: string) => ({
        bookings: await bookingRowsOf(db, userId),
      }),
    },
    /** The owner's day grid: every court of their club and what holds each hour. */
    clubDay: createClubDay(deps),
    cancelByClub: clubChanges.cancel,
    /** A club's fixed weekly courts, each date a booking of its own. */
    series: createSeriesService(deps, clubChanges.cancelInFull),
    moveByClub: clubChanges.move,
    /** A club suspended by the platform: its future bookings cancelled and refunded, or kept. */
    settleClubSuspension: clubCancels.settleSuspension,
    /** The sweeper's round: refunds still owed for bookings the club called off. */
    refundCalledOff: closures.refundOwed,

    /** How many bookings are in each state now (the metrics read it at every scrape). */
    countsByStatus: () => bookingCountsByStatus(db),

    /** Every booking of the player, or with `upcoming` those not yet started. */
    async myBookings(userId: string, when?: 'upcoming') {
      const after = when === 'upcoming' ? clock.now().toISOString() : undefined;
      return (await bookingsOfUser(db, userId, after)).map((row) => toMyBooking(row));
    },

    /** SPEC 2 My Booking, History: the bookings already started, latest first, by pages. */
    async bookingHistory(userId: string, query: BookingHistoryQuery): Promise<MyBookingPage> {
      const now = clock.now().toISOString();
      const { rows, nextCursor } = await keysetPage(
        {
          read: (after, count) =>
            pastBookingsOfUser(db, userId, {
              now,
              after: after && { startsAt: after.s, id: after.id },
              count,
            }),
          keyOf: (row) => ({ s: row.starts_at, id: row.id }),
        },
        { limit: query.limit, after: query.cursor },
      );
      return { items: rows.map((row) => toMyBooking(row)), nextCursor };
    },

    /** The player's unpaid holds, with the checkout to resume each. */
    async myHolds(userId: string) {
      const now = clock.now();
      return (await liveHoldsOf(db, userId, now.toISOString())).map((row) => toMyBooking(row, now));
    },

    /** The owner's view of one of their courts' day: every taken hour with what holds it. */
    async courtReservations(
      caller: Caller,
      courtId: string,
      date: string,
    ): Promise<CourtReservation[]> {
      const place = await clubs.bookingPlace(courtId);
      if (!place) throw notFound('Court');
      await checkClubAccess(db, place.club, caller.id, 'bookings');
      const taken = await courtTime.takenOnDay([courtId], date, place.club.time_zone);
      const bookingIds = taken
        .filter((row) => row.owner_kind === 'booking')
        .map((row) => row.owner_id);
      const bookers = new Map((await bookersOf(db, bookingIds)).map((row) => [row.id, row]));
      return taken.map((row) => ({
        id: row.owner_id,
        courtId: row.court_id,
        date: row.date,
        startTime: row.startTime,
        endTime: row.endTime,
        duration: slotMinutes,
        kind: row.held_until ? ('hold' as const) : row.owner_kind,
        ...customerOf(bookers.get(row.owner_id)),
      }));
    },
  };
}
export type Bookings = ReturnType<typeof createBookings>;
