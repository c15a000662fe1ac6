import { conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { checkClubOwner } from '#server/modules/clubs/clubs.service.js';
import { occurrenceOwner, type ActivitiesDeps } from './activities-deps.js';
import {
  findOccurrence,
  markCancelled,
  occurrencesIn,
  seatsOf,
  seatsToRefund,
  setSeat,
  waitlistOf,
  type SeatRow,
} from './activities.repo.js';

/**
 * The club owner cancels one occurrence, or it and the rest of its series: each one's court
 * hours are freed and its players told, in one transaction; then each seat's money goes back
 * the way it came, one payer per transaction (coins at once, online payments through their
 * provider after the commit, an open checkout cancelled). A seat left unrefunded (a failure,
 * a crash) is found again by the sweeper.
 */
export function createCancelOccurrences(deps: ActivitiesDeps) {
  const { db, clock, courtTime, payments, notifications } = deps;

  /** Each seat's money back and the seat cancelled; a failed one is left to the sweeper. */
  const refundEach = (seats: readonly SeatRow[]) =>
    payments.purchases.callOffEach(
      seats.map((seat) => ({
        payerId: seat.user_id,
        paymentId: seat.payment_id,
        close: (tx: Tx) =>
          setSeat(
            tx.db,
            { occurrenceId: seat.occurrence_id, userId: seat.user_id },
            { status: 'cancelled', cancelled_at: clock.now().toISOString(), held_until: null },
          ),
        logFields: { occurrenceId: seat.occurrence_id },
      })),
    );

  async function cancelAndNotify(ids: readonly string[], name: string) {
    return inTransaction(db, async (tx) => {
      const cancelled = await markCancelled(tx.db, ids, clock.now().toISOString());
      for (const id of cancelled) {
        await courtTime.release(tx, occurrenceOwner(id));
        const place = await findOccurrence(tx.db, id);
        const seats = (await seatsOf(tx.db, [id])).filter((s) => s.status !== 'cancelled');
        const waiting = (await waitlistOf(tx.db, [id])).filter((w) =>
          ['waiting', 'offered'].includes(w.status),
        );
        for (const person of [...seats, ...waiting])
          await notifications.record(tx, person.user_id, 'activity_cancelled', {
            occurrenceId: id,
            activity: name,
            startsAt: place?.starts_at ?? null,
          });
      }
      return cancelled;
    });
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
      checkClubOwner({ owner_id: place.club_owner_id }, ownerId);
      if (place.cancelled_at && scope === 'one')
        throw conflict(conflictCodes.ALREADY_CANCELLED, 'This session is already cancelled');
      if (Date.parse(place.ends_at) <= clock.now().getTime())
        throw conflict(conflictCodes.ACTIVITY_OVER, 'This session is over');
      const cancelled = await cancelAndNotify(ids, place.name);
      // Read after the commit: a payment settled meanwhile is on its seat by now.
      const seats = (await seatsOf(db, cancelled)).filter((s) => s.status !== 'cancelled');
      await refundEach(seats);
      return { cancelled: cancelled.length };
    },

    /** A closure of the club or court over one occurrence: cancelled, its seats refunded. */
    async cancelForClosure(occurrenceId: string): Promise<void> {
      const place = await findOccurrence(db, occurrenceId);
      if (!place || place.cancelled_at) return;
      const cancelled = await cancelAndNotify([occurrenceId], place.name);
      const seats = (await seatsOf(db, cancelled)).filter((s) => s.status !== 'cancelled');
      await refundEach(seats);
    },

    /** The sweeper's round: seats of cancelled occurrences still owed their money. */
    async refundCancelled(): Promise<number> {
      const open = await seatsToRefund(db, 100);
      await refundEach(open);
      return open.length;
    },
  };
}
