import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { claimDescriber, namedEvent } from '#server/modules/court-time/court-time.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import { activityDataOf, eraseCoach, findOccurrence, occurrenceSpans } from './activities.repo.js';
import { createBookSeat } from './book-seat.js';
import { createCancelOccurrences } from './cancel-occurrences.js';
import { createCancelSeat } from './cancel-seat.js';
import { createCancelSeatsOf } from './cancel-seats-of.js';
import { createCoaches } from './coaches.js';
import { createCreateActivity, createFreeCourts } from './create-activity.js';
import { createActivityReads } from './reads.js';
import { seatPaymentHandler } from './seat-payments.js';
import { createWaitlist } from './waitlist.js';

export type { ActivitiesDeps } from './activities-deps.js';
export { planOccurrences } from './create-activity.js';
export { seatStates } from './seat-count.js';

/**
 * Activities and trainings: a client of court time (each occurrence holds its court's hours)
 * and of payments (seats are paid through them, with the handler registered here).
 */
export function createActivities(deps: ActivitiesDeps) {
  const waitlist = createWaitlist(deps);
  const seatsNumber = async (tx: Tx, occurrenceId: string) =>
    (await findOccurrence(tx.db, occurrenceId))?.seats_number ?? null;
  deps.payments.registerPurpose('activity', seatPaymentHandler(deps, waitlist, seatsNumber));
  deps.courtTime.describeClaims(
    'activity',
    claimDescriber((ids: readonly string[]) => occurrenceSpans(deps.db, ids), namedEvent),
  );
  const seats = createBookSeat(deps);
  const cancellation = createCancelOccurrences(deps);
  deps.courtTime.onClosure('activity', cancellation.cancelForClosure);
  const coaches = createCoaches(deps);
  const reads = createActivityReads(deps);
  const cancelSeatsOf = createCancelSeatsOf(deps, waitlist);

  return {
    create: createCreateActivity(deps),
    freeCourts: createFreeCourts(deps),
    createCoach: coaches.create,
    coachesOf: coaches.ofOwner,
    list: reads.list,
    sessions: reads.sessions,
    bookSeat: seats.book,
    cancelSeat: createCancelSeat(deps, waitlist),
    joinWaitlist: waitlist.join,
    cancelOccurrences: cancellation.cancel,
    /** Cancels and refunds a user's future seats and waitlist places (account deletion). */
    cancelSeatsOf,
    /** Closing an account: seats given back and refunded, a coach's name and phone erased. */
    personalData: {
      release: async (tx: Tx, userId: string) => void (await cancelSeatsOf(tx, userId)),
      erase: (tx: Tx, userId: string) => eraseCoach(tx.db, userId),
      exportOf: async (from: Kysely<Database>, userId: string) => ({
        activities: await activityDataOf(from, userId),
      }),
    },
    /** The sweeper's rounds: lapsed waitlist offers, and refunds still owed. */
    passLapsedOffers: waitlist.passLapsedOffers,
    refundCancelled: cancellation.refundCancelled,
  };
}
export type Activities = ReturnType<typeof createActivities>;
