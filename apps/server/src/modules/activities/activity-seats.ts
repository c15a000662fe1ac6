import { cancellationNoticeHours, conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { SeatKind, SeatStore } from '#server/modules/seats/seats.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import {
  findOccurrence,
  futureSeatsOf,
  lapsedOffers,
  leaveFutureWaitlists,
  lockOccurrence,
  putSeat,
  putWait,
  seatsOf,
  seatsToRefund,
  setSeat,
  setWait,
  waitlistOf,
} from './activities.repo.js';

/** An occurrence's row named as the seats service names any subject's. */
const asSubject = <T extends { occurrence_id: string }>(row: T) => ({
  ...row,
  subject_id: row.occurrence_id,
});
const toKey = (key: { subjectId: string; userId: string }) => ({
  occurrenceId: key.subjectId,
  userId: key.userId,
});

/** The seats and waitlists of occurrences, as the seats service reads and writes them. */
const occurrenceStore: SeatStore = {
  lock: lockOccurrence,
  seats: async (db, ids) => (await seatsOf(db, ids)).map(asSubject),
  waits: async (db, ids) => (await waitlistOf(db, ids)).map(asSubject),
  putSeat: (db, { subject_id, ...seat }) => putSeat(db, { ...seat, occurrence_id: subject_id }),
  setSeat: (db, key, patch) => setSeat(db, toKey(key), patch),
  putWait: (db, { subject_id, ...wait }) => putWait(db, { ...wait, occurrence_id: subject_id }),
  setWait: (db, key, patch) => setWait(db, toKey(key), patch),
  futureSeatsOf: async (db, userId, nowIso) =>
    (await futureSeatsOf(db, userId, nowIso)).map(asSubject),
  leaveFutureWaitlists,
  lapsedOffers: async (db, nowIso) => (await lapsedOffers(db, nowIso)).map(asSubject),
  seatsToRefund: async (db, limit) => (await seatsToRefund(db, limit)).map(asSubject),
};

/** The seats of an activity's sessions: booked, paid, waited for and given back. */
export function activitySeats(deps: Pick<ActivitiesDeps, 'notifications'>): SeatKind {
  return {
    purpose: 'activity',
    store: occurrenceStore,
    async subject(db, id) {
      const place = await findOccurrence(db, id);
      if (!place) return undefined;
      return {
        id: place.id,
        name: place.name,
        clubId: place.club_id,
        price: place.price,
        currency: place.currency,
        startsAt: place.starts_at,
        seatsNumber: place.seats_number,
        cancelled: place.cancelled_at !== null,
        underway: false,
      };
    },
    async offer(tx, userId, subject, until) {
      await deps.notifications.record(tx, userId, 'activity_seat_free', {
        occurrenceId: subject.id,
        clubId: subject.clubId,
        activity: subject.name,
        startsAt: subject.startsAt,
        until,
      });
    },
    refusals: {
      missing: () => notFound('Activity'),
      noSeat: () => notFound('Seat'),
      alreadyBooked: () =>
        conflict(conflictCodes.ALREADY_BOOKED, 'You already have a seat at this session'),
      full: () =>
        conflict(
          conflictCodes.ACTIVITY_FULL,
          'Every seat of this session is taken; join the waitlist',
          [{ field: 'waitlist', message: 'available' }],
        ),
      started: () => conflict(conflictCodes.ACTIVITY_STARTED, 'This session has already started'),
      seatsLeft: () => conflict(conflictCodes.SEATS_LEFT, 'Seats are still free: book one'),
      tooLate: () =>
        conflict(
          conflictCodes.TOO_LATE_TO_CANCEL,
          `A seat can be cancelled up to ${cancellationNoticeHours} hours before the session`,
        ),
    },
  };
}
