import { conflictCodes, waitlistOfferMinutes } from '@courtside/shared';
import { conflict } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { openEvent, placeOf, placesTaken } from './place-count.js';
import type { SocialsDeps } from './socials-deps.js';
import { findEvent, putWait, setWait, waitsOf } from './socials.repo.js';

const inLine = (status: string) => ['waiting', 'offered'].includes(status);

/**
 * The waitlist of a full night. When a place frees, the first waiting player is offered it for
 * a while (a notification says so) and the offer keeps the place meanwhile.
 */
export function createSocialWaitlist(deps: SocialsDeps) {
  const { db, clock, notifications } = deps;

  /** Offers each free place of an event to the next waiting player, inside `tx`. */
  async function offerFreePlaces(tx: Tx, eventId: string) {
    const event = await findEvent(tx.db, eventId);
    const now = clock.now();
    if (!event || event.status !== 'open' || Date.parse(event.starts_at) <= now.getTime()) return;
    const waiting = (await waitsOf(tx.db, [eventId])).filter((w) => w.status === 'waiting');
    const free = event.players_number - (await placesTaken(tx, eventId, now));
    for (const wait of waiting.slice(0, Math.max(0, free))) {
      const until = new Date(now.getTime() + waitlistOfferMinutes * 60_000).toISOString();
      const key = { eventId, userId: wait.user_id };
      await setWait(tx.db, key, { status: 'offered', offered_until: until });
      await notifications.record(tx, wait.user_id, 'social_place_free', {
        eventId,
        clubId: event.club_id,
        format: event.format,
        startsAt: event.starts_at,
        until,
      });
    }
  }

  /** A player waits for a place at a full night; answers their place in line. */
  async function wait(callerId: string, eventId: string): Promise<{ position: number }> {
    return inTransaction(db, async (tx) => {
      const now = clock.now();
      const event = await openEvent(tx, eventId, now);
      const place = await placeOf(tx, eventId, callerId);
      if (place && place.status !== 'cancelled')
        throw conflict(conflictCodes.ALREADY_BOOKED, 'You already have a place at this night');
      if ((await placesTaken(tx, eventId, now, callerId)) < event.players_number)
        throw conflict(conflictCodes.SEATS_LEFT, 'Places are still free: take one');
      const waits = await waitsOf(tx.db, [eventId]);
      if (!waits.some((w) => w.user_id === callerId && inLine(w.status)))
        await putWait(tx.db, {
          event_id: eventId,
          user_id: callerId,
          status: 'waiting',
          offered_until: null,
          position: Math.max(0, ...waits.map((w) => w.position)) + 1,
          created_at: now.toISOString(),
        });
      const line = (await waitsOf(tx.db, [eventId])).filter((w) => inLine(w.status));
      return { position: line.findIndex((w) => w.user_id === callerId) + 1 };
    });
  }

  return { offerFreePlaces, wait };
}
export type SocialWaitlist = ReturnType<typeof createSocialWaitlist>;
