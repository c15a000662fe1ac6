import { conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { checkClubAccess } from '#server/modules/clubs/clubs.service.js';
import type { ClosureCancel } from '#server/modules/court-time/court-time.service.js';
import { seatRecords, type Seats } from '#server/modules/seats/seats.service.js';
import { occurrenceOwner, type ActivitiesDeps } from './activities-deps.js';
import { findOccurrence, markCancelled, occurrencesIn } from './activities.repo.js';

const occurrenceSeats = seatRecords('activity');

/**
 * The club owner cancels one occurrence, or it and the rest of its series: each one's court
 * hours are freed and its players told, in one transaction; then each seat's money goes back
 * the way it came, one payer per transaction (coins at once, online payments through their
 * provider after the commit, an open checkout cancelled). A seat left unrefunded (a failure,
 * a crash) is found again by the sweeper.
 */
export function createCancelOccurrences(
  deps: ActivitiesDeps,
  seats: Pick<Seats, 'refundCalledOff'>,
) {
  const { db, clock, courtTime, notifications } = deps;

  /** Marks the occurrences cancelled, frees their hours, tells their people; in `tx`. */
  async function cancelAndNotify(tx: Tx, ids: readonly string[], name: string) {
    const cancelled = await markCancelled(tx.db, ids, clock.now().toISOString());
    for (const id of cancelled) {
      await courtTime.release(tx, occurrenceOwner(id));
      const place = await findOccurrence(tx.db, id);
      const booked = (await occurrenceSeats.seats(tx.db, [id])).filter(
        (s) => s.status !== 'cancelled',
      );
      const waiting = (await occurrenceSeats.waits(tx.db, [id])).filter((w) =>
        ['waiting', 'offered'].includes(w.status),
      );
      for (const person of [...booked, ...waiting])
        await notifications.record(tx, person.user_id, 'activity_cancelled', {
          occurrenceId: id,
          activity: name,
          startsAt: place?.starts_at ?? null,
        });
    }
    return cancelled;
  }

  async function idsToCancel(occurrenceId: string, scope: 'one' | 'rest') {
    const place = await findOccurrence(db, occurrenceId);
    if (!place) throw notFound('Activity');
    if (scope === 'one') return { place, ids: [occurrenceId] };
    const rest = await occurrencesIn(db, { fromIso: place.starts_at, clubId: place.club_id });
    return {
      place,
      ids: rest.filter((o) => o.activity_id === place.activity_id).map((o) => o.id),
    };
  }

  return {
    async cancel(ownerId: string, occurrenceId: string, scope: 'one' | 'rest') {
      const { place, ids } = await idsToCancel(occurrenceId, scope);
      await checkClubAccess(
        db,
        { id: place.club_id, owner_id: place.club_owner_id },
        ownerId,
        'activities',
      );
      if (place.cancelled_at && scope === 'one')
        throw conflict(conflictCodes.ALREADY_CANCELLED, 'This session is already cancelled');
      if (Date.parse(place.ends_at) <= clock.now().getTime())
        throw conflict(conflictCodes.ACTIVITY_OVER, 'This session is over');
      const cancelled = await inTransaction(db, (tx) => cancelAndNotify(tx, ids, place.name));
      // Read after the commit: a payment settled meanwhile is on its seat by now.
      await seats.refundCalledOff(cancelled);
      return { cancelled: cancelled.length };
    },

    /** A closure of the club or court over one occurrence: cancelled, its seats refunded. */
    closureCancel: {
      async callOff(tx, occurrenceId) {
        const place = await findOccurrence(tx.db, occurrenceId);
        if (place && !place.cancelled_at) await cancelAndNotify(tx, [occurrenceId], place.name);
      },
      refund: (occurrenceIds) => seats.refundCalledOff(occurrenceIds),
    } satisfies ClosureCancel,
  };
}
