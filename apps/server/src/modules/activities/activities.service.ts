import type { ActivityListQuery } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { claimDescriber, namedEvent } from '#server/modules/court-time/court-time.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import { createSeats, seatRecords, type SeatRequest } from '#server/modules/seats/seats.service.js';
import { coachingOf, eraseCoach, occurrenceSpans } from './activities.repo.js';
import { activitySeats } from './activity-seats.js';
import { createCancelOccurrences } from './cancel-occurrences.js';
import { createCoaches } from './coaches.js';
import { createCreateActivity, createFreeCourts } from './create-activity.js';
import { createActivityReads } from './reads.js';

export type { ActivitiesDeps } from './activities-deps.js';
export { planOccurrences } from './create-activity.js';
export { activityVisits } from './activities.repo.js';

/** The unpaged list answers this many sessions at most, as it always did. */
const wholeListLimit = 500;

/**
 * Activities and trainings: a client of court time (each occurrence holds its court's hours)
 * and of payments (seats are paid through them, with the handler registered here).
 */
export function createActivities(deps: ActivitiesDeps) {
  const seats = createSeats(deps, activitySeats(deps));
  deps.courtTime.describeClaims(
    'activity',
    claimDescriber((ids: readonly string[]) => occurrenceSpans(deps.db, ids), namedEvent),
  );
  const cancellation = createCancelOccurrences(deps, seats);
  deps.courtTime.onClosure('activity', cancellation.closureCancel);
  const coaches = createCoaches(deps);
  const reads = createActivityReads(deps);

  return {
    create: createCreateActivity(deps),
    freeCourts: createFreeCourts(deps),
    createCoach: coaches.create,
    coachesOf: coaches.ofOwner,
    page: reads.page,
    /** GET /user/activity/all, as before paging: the sessions to come, whole (500 at most). */
    list: async (viewerId: string, query: ActivityListQuery) =>
      (await reads.page(viewerId, { ...query, limit: wholeListLimit })).items,
    sessions: reads.sessions,
    bookSeat: (request: Omit<SeatRequest, 'subjectId'> & { occurrenceId: string }) =>
      seats.take({ ...request, subjectId: request.occurrenceId }),
    cancelSeat: seats.leave,
    joinWaitlist: seats.wait,
    /** Leaves a session's waitlist; a seat kept for the player passes to the next in line. */
    leaveWaitlist: seats.leaveWaitlist,
    cancelOccurrences: cancellation.cancel,
    /** Cancels and refunds a user's future seats and waitlist places (account deletion). */
    cancelSeatsOf: seats.releaseSeatsOf,
    /** Closing an account: seats given back and refunded, a coach's name and phone erased. */
    personalData: {
      release: async (tx: Tx, userId: string) => void (await seats.releaseSeatsOf(tx, userId)),
      erase: (tx: Tx, userId: string) => eraseCoach(tx.db, userId),
      exportOf: async (from: Kysely<Database>, userId: string) => ({
        activities: {
          ...(await seatRecords('activity').exportOf(from, userId)),
          coaching: await coachingOf(from, userId),
        },
      }),
    },
    /** The sweeper's rounds: lapsed waitlist offers, and refunds still owed. */
    passLapsedOffers: seats.passLapsedOffers,
    refundCancelled: seats.refundCancelled,
  };
}
export type Activities = ReturnType<typeof createActivities>;
