import { conflictCodes, waitlistOfferMinutes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ActivitiesDeps } from './activities-deps.js';
import {
  findOccurrence,
  findSeat,
  lapsedOffers,
  lockOccurrence,
  putWait,
  setWait,
  waitlistOf,
} from './activities.repo.js';
import { seatsTaken } from './seat-count.js';

/** Only a player without a seat waits, and only for a full session still to come. */
async function checkFull(tx: Tx, occurrenceId: string, callerId: string, now: Date) {
  const locked = await lockOccurrence(tx.db, occurrenceId);
  const place = locked ? await findOccurrence(tx.db, occurrenceId) : undefined;
  if (!place || place.cancelled_at || Date.parse(place.starts_at) <= now.getTime())
    throw notFound('Activity');
  const seat = await findSeat(tx.db, occurrenceId, callerId);
  if (seat && seat.status !== 'cancelled')
    throw conflict(conflictCodes.ALREADY_BOOKED, 'You already have a seat at this session');
  const taken = await seatsTaken(tx.db, occurrenceId, now, callerId);
  if (place.seats_number === null || taken < place.seats_number)
    throw conflict(conflictCodes.SEATS_LEFT, 'Seats are still free: book one');
}

/**
 * The waitlist of a full occurrence. When a seat frees, the first waiting player is offered
 * it for a while (a notification says so) and the offer keeps the seat meanwhile; an offer
 * that lapses passes to the next in line.
 */
export function createWaitlist(deps: ActivitiesDeps) {
  const { db, clock, notifications } = deps;

  /** Offers each free seat of an occurrence to the next waiting player, inside `tx`. */
  async function offerFreeSeats(tx: Tx, occurrenceId: string): Promise<number> {
    const place = await findOccurrence(tx.db, occurrenceId);
    const now = clock.now();
    if (!place || place.cancelled_at || place.seats_number === null) return 0;
    if (Date.parse(place.starts_at) <= now.getTime()) return 0;
    const waiting = (await waitlistOf(tx.db, [occurrenceId])).filter((w) => w.status === 'waiting');
    let free = place.seats_number - (await seatsTaken(tx.db, occurrenceId, now));
    let offered = 0;
    for (const wait of waiting) {
      if (free <= 0) break;
      const until = new Date(now.getTime() + waitlistOfferMinutes * 60_000).toISOString();
      const key = { occurrenceId, userId: wait.user_id };
      await setWait(tx.db, key, { status: 'offered', offered_until: until });
      await notifications.record(tx, wait.user_id, 'activity_seat_free', {
        occurrenceId,
        clubId: place.club_id,
        activity: place.name,
        startsAt: place.starts_at,
        until,
      });
      free -= 1;
      offered += 1;
    }
    return offered;
  }

  return {
    offerFreeSeats,

    /** A player waits for a seat of a full occurrence; answers their place in line. */
    async join(callerId: string, occurrenceId: string): Promise<{ position: number }> {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        await checkFull(tx, occurrenceId, callerId, now);
        const waits = await waitlistOf(tx.db, [occurrenceId]);
        const mine = waits.find((w) => w.user_id === callerId);
        if (!mine || !['waiting', 'offered'].includes(mine.status))
          await putWait(tx.db, {
            occurrence_id: occurrenceId,
            user_id: callerId,
            status: 'waiting',
            offered_until: null,
            position: Math.max(0, ...waits.map((w) => w.position)) + 1,
            created_at: now.toISOString(),
          });
        const line = (await waitlistOf(tx.db, [occurrenceId])).filter((w) =>
          ['waiting', 'offered'].includes(w.status),
        );
        return { position: line.findIndex((w) => w.user_id === callerId) + 1 };
      });
    },

    /** The sweeper's round: lapsed offers pass their seat to the next in line. */
    async passLapsedOffers(): Promise<number> {
      const lapsed = await lapsedOffers(db, clock.now().toISOString());
      for (const offer of lapsed)
        await inTransaction(db, async (tx) => {
          await lockOccurrence(tx.db, offer.occurrence_id);
          const key = { occurrenceId: offer.occurrence_id, userId: offer.user_id };
          await setWait(tx.db, key, { status: 'lapsed', offered_until: null });
          await offerFreeSeats(tx, offer.occurrence_id);
        });
      return lapsed.length;
    },
  };
}
export type Waitlist = ReturnType<typeof createWaitlist>;
