import { waitlistOfferMinutes } from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { SeatsDeps } from './seats-deps.js';
import { isOpen, openSubject, seatLeft, seatOf, seatsTaken } from './seat-count.js';
import type { SeatKind } from './seat-kind.js';
import { seatTable } from './seat-table.js';

const inLine = (status: string) => ['waiting', 'offered'].includes(status);

/**
 * The waitlist of a full subject. When a seat frees, the first waiting player is offered it
 * for a while (the feature tells them) and the offer keeps the seat meanwhile; an offer that
 * lapses passes to the next in line.
 */
export function createWaitlist(deps: SeatsDeps, kind: SeatKind) {
  const { db, clock } = deps;
  const store = seatTable(kind.purpose);

  /** Offers each free seat of a subject to the next waiting player, inside `tx`. */
  async function offerFreeSeats(tx: Tx, subjectId: string): Promise<number> {
    const subject = await kind.subject(tx.db, subjectId);
    const now = clock.now();
    if (!isOpen(subject, now) || subject.seatsNumber === null) return 0;
    const waiting = (await store.waits(tx.db, [subjectId])).filter((w) => w.status === 'waiting');
    const free = subject.seatsNumber - (await seatsTaken(tx, kind, subjectId, now));
    const offered = waiting.slice(0, Math.max(0, free));
    for (const wait of offered) {
      const until = new Date(now.getTime() + waitlistOfferMinutes * 60_000).toISOString();
      const key = { subjectId, userId: wait.user_id };
      await store.setWait(tx.db, key, { status: 'offered', offered_until: until });
      await kind.offer(tx, wait.user_id, subject, until);
    }
    return offered.length;
  }

  /** A player without a seat waits for one of a full subject; answers their place in line. */
  async function join(callerId: string, subjectId: string): Promise<{ position: number }> {
    return inTransaction(db, async (tx) => {
      const now = clock.now();
      const subject = await openSubject(tx, kind, subjectId, now);
      const seat = await seatOf(tx.db, kind, subjectId, callerId);
      if (seat && seat.status !== 'cancelled') throw kind.refusals.alreadyBooked();
      if (await seatLeft(tx, kind, subject, callerId, now)) throw kind.refusals.seatsLeft();
      const waits = await store.waits(tx.db, [subjectId]);
      if (!waits.some((w) => w.user_id === callerId && inLine(w.status)))
        await store.putWait(tx.db, {
          subject_id: subjectId,
          user_id: callerId,
          status: 'waiting',
          offered_until: null,
          position: Math.max(0, ...waits.map((w) => w.position)) + 1,
          created_at: now.toISOString(),
        });
      const line = (await store.waits(tx.db, [subjectId])).filter((w) => inLine(w.status));
      return { position: line.findIndex((w) => w.user_id === callerId) + 1 };
    });
  }

  /**
   * A player steps out of a subject's line; a seat they were offered passes to the next in
   * line at once. Not in line answers the feature's "no seat".
   */
  async function leave(callerId: string, subjectId: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      if (!(await kind.subject(tx.db, subjectId))) throw kind.refusals.missing();
      await kind.lock(tx.db, subjectId);
      const waits = await store.waits(tx.db, [subjectId]);
      const mine = waits.find((w) => w.user_id === callerId && inLine(w.status));
      if (!mine) throw kind.refusals.noSeat();
      const key = { subjectId, userId: callerId };
      await store.setWait(tx.db, key, { status: 'left', offered_until: null });
      if (mine.status === 'offered') await offerFreeSeats(tx, subjectId);
      await kind.changed?.(tx, subjectId);
    });
  }

  /** The sweeper's round: lapsed offers pass their seat to the next in line. */
  async function passLapsedOffers(): Promise<number> {
    const lapsed = await store.lapsedOffers(db, clock.now().toISOString());
    for (const offer of lapsed)
      await inTransaction(db, async (tx) => {
        await kind.lock(tx.db, offer.subject_id);
        const key = { subjectId: offer.subject_id, userId: offer.user_id };
        await store.setWait(tx.db, key, { status: 'lapsed', offered_until: null });
        await offerFreeSeats(tx, offer.subject_id);
      });
    return lapsed.length;
  }

  return { offerFreeSeats, join, leave, passLapsedOffers };
}
export type Waitlist = ReturnType<typeof createWaitlist>;
