import { cancellationNoticeHours, conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { SeatKind, SeatStore } from '#server/modules/seats/seats.service.js';
import { signalNight } from './live.js';
import type { SocialsDeps } from './socials-deps.js';
import {
  findEvent,
  futurePlacesOf,
  lapsedOffers,
  leaveFutureWaitlists,
  lockEvent,
  placesOf,
  placesToRefund,
  putPlace,
  putWait,
  setPlace,
  setWait,
  waitsOf,
} from './socials.repo.js';

/** A night's row named as the seats service names any subject's. */
const asSubject = <T extends { event_id: string }>(row: T) => ({
  ...row,
  subject_id: row.event_id,
});
const toKey = (key: { subjectId: string; userId: string }) => ({
  eventId: key.subjectId,
  userId: key.userId,
});

/** The places and waitlist of nights, as the seats service reads and writes them. */
const placeStore: SeatStore = {
  lock: lockEvent,
  seats: async (db, ids) => (await placesOf(db, ids)).map(asSubject),
  waits: async (db, ids) => (await waitsOf(db, ids)).map(asSubject),
  putSeat: (db, { subject_id, ...seat }) => putPlace(db, { ...seat, event_id: subject_id }),
  setSeat: (db, key, patch) => setPlace(db, toKey(key), patch),
  putWait: (db, { subject_id, ...wait }) => putWait(db, { ...wait, event_id: subject_id }),
  setWait: (db, key, patch) => setWait(db, toKey(key), patch),
  futureSeatsOf: async (db, userId, nowIso) =>
    (await futurePlacesOf(db, userId, nowIso)).map(asSubject),
  leaveFutureWaitlists,
  lapsedOffers: async (db, nowIso) => (await lapsedOffers(db, nowIso)).map(asSubject),
  seatsToRefund: async (db, limit) => (await placesToRefund(db, limit)).map(asSubject),
};

/** Places at a night, sold like an activity's seats: paid, waited for, given back. */
export function nightSeats(deps: SocialsDeps): SeatKind {
  return {
    purpose: 'social',
    store: placeStore,
    async subject(db, id) {
      const event = await findEvent(db, id);
      if (!event) return undefined;
      return {
        id: event.id,
        name: event.format,
        clubId: event.club_id,
        price: event.price,
        currency: event.currency,
        startsAt: event.starts_at,
        seatsNumber: event.players_number,
        cancelled: event.status === 'cancelled',
        underway: event.status === 'playing' || event.status === 'finished',
      };
    },
    async offer(tx, userId, subject, until) {
      await deps.notifications.record(tx, userId, 'social_place_free', {
        eventId: subject.id,
        clubId: subject.clubId,
        format: subject.name,
        startsAt: subject.startsAt,
        until,
      });
    },
    changed: (tx, eventId) => signalNight(deps, tx, eventId),
    refusals: {
      missing: () => notFound('Event'),
      noSeat: () => notFound('Place'),
      alreadyBooked: () =>
        conflict(conflictCodes.ALREADY_BOOKED, 'You already have a place at this night'),
      full: () =>
        conflict(conflictCodes.ACTIVITY_FULL, 'Every place is taken; join the waitlist', [
          { field: 'waitlist', message: 'available' },
        ]),
      started: () => conflict(conflictCodes.ACTIVITY_STARTED, 'This night has already started'),
      seatsLeft: () => conflict(conflictCodes.SEATS_LEFT, 'Places are still free: take one'),
      tooLate: () =>
        conflict(
          conflictCodes.TOO_LATE_TO_CANCEL,
          `A place can be given back up to ${cancellationNoticeHours} hours before the night`,
        ),
    },
  };
}
