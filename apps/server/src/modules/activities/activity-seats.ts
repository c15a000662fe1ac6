import { cancellationNoticeHours, conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { SeatKind } from '#server/modules/seats/seats.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import {
  cancelledOccurrences,
  findOccurrence,
  lockOccurrence,
  occurrencesAfter,
} from './activities.repo.js';

/** The seats of an activity's sessions: booked, paid, waited for and given back. */
export function activitySeats(deps: Pick<ActivitiesDeps, 'notifications'>): SeatKind {
  return {
    purpose: 'activity',
    lock: lockOccurrence,
    stillToCome: occurrencesAfter,
    calledOff: cancelledOccurrences,
    async subject(db, id) {
      const place = await findOccurrence(db, id);
      if (!place) return undefined;
      return {
        id: place.id,
        name: place.name,
        clubId: place.club_id,
        timeZone: place.club_time_zone,
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
