import { conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { checkClubAccess } from '#server/modules/clubs/clubs.service.js';
import type { ClosureCancel } from '#server/modules/court-time/court-time.service.js';
import type { Seats } from '#server/modules/seats/seats.service.js';
import { signalNight } from './live.js';
import { eventOwner, nightPlaces, type SocialsDeps } from './socials-deps.js';
import { cancelEvent, lockedEvent, type EventWithClub } from './socials.repo.js';

/**
 * The club owner calls a night off before it starts: its courts' hours are freed through
 * court time, its waitlist let go, and every player with a place or in line told, in one
 * transaction; then each place's money goes back the way it came, in full, one payer per
 * transaction (a refund left undone is found again by the sweeper). A closure of the club or
 * court over the night calls it off the same way, in the closure's transaction.
 */
export function createCancelNight(deps: SocialsDeps, seats: Pick<Seats, 'refundCalledOff'>) {
  const { db, courtTime, notifications } = deps;

  async function letEveryoneGo(tx: Tx, event: EventWithClub) {
    await courtTime.release(tx, eventOwner(event.id));
    const places = (await nightPlaces.seats(tx.db, [event.id])).filter(
      (p) => p.status !== 'cancelled',
    );
    const waits = (await nightPlaces.waits(tx.db, [event.id])).filter((w) =>
      ['waiting', 'offered'].includes(w.status),
    );
    await nightPlaces.letWaitlistGo(tx.db, event.id);
    for (const person of [...places, ...waits])
      await notifications.record(tx, person.user_id, 'social_cancelled', {
        eventId: event.id,
        clubId: event.club_id,
        club: event.club_name,
        format: event.format,
        startsAt: event.starts_at,
        timeZone: event.time_zone,
      });
    await signalNight(deps, tx, event.id);
  }

  /** Calls off a night under its lock; one already under way or over cannot be. */
  async function callOff(tx: Tx, event: EventWithClub) {
    if (!(await cancelEvent(tx.db, event.id)))
      throw conflict(conflictCodes.ACTIVITY_STARTED, 'This night has already started');
    await letEveryoneGo(tx, event);
  }

  /** After the commit: a payment settled meanwhile finds the night cancelled and is refunded. */
  const refund = (eventIds: readonly string[]) => seats.refundCalledOff(eventIds);

  async function cancelNight(ownerId: string, eventId: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const event = await lockedEvent(tx.db, eventId);
      if (!event) throw notFound('Event');
      await checkClubAccess(
        tx.db,
        { id: event.club_id, owner_id: event.club_owner_id },
        ownerId,
        'socials',
      );
      if (event.status === 'cancelled')
        throw conflict(conflictCodes.ALREADY_CANCELLED, 'This night is already cancelled');
      await callOff(tx, event);
    });
    await refund([eventId]);
  }

  /** A closure over the night: called off as its owner would, unless it already is. */
  const closureCancel: ClosureCancel = {
    async callOff(tx, eventId) {
      const event = await lockedEvent(tx.db, eventId);
      if (event && event.status !== 'cancelled') await callOff(tx, event);
    },
    refund,
  };

  return { cancelNight, closureCancel };
}
