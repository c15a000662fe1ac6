import { conflictCodes, takenSeats } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { seatStates } from '#server/modules/activities/activities.service.js';
import { findEvent, lockEvent, placesOf, waitsOf, type EventWithClub } from './socials.repo.js';

/** Places taken now by others than `exceptUserId`: confirmed, held and offered ones. */
export async function placesTaken(tx: Tx, eventId: string, now: Date, exceptUserId?: string) {
  const [places, waits] = await Promise.all([
    placesOf(tx.db, [eventId]),
    waitsOf(tx.db, [eventId]),
  ]);
  return takenSeats(seatStates(places, waits, exceptUserId), now);
}

export const placeOf = async (tx: Tx, eventId: string, userId: string) =>
  (await placesOf(tx.db, [eventId])).find((place) => place.user_id === userId);

/** The event under its lock. */
export const lockedEvent = async (tx: Tx, id: string) =>
  (await lockEvent(tx.db, id)) ? await findEvent(tx.db, id) : undefined;

/** An open event still to come, under its lock. */
export async function openEvent(tx: Tx, id: string, now: Date): Promise<EventWithClub> {
  const event = await lockedEvent(tx, id);
  if (!event || event.status === 'cancelled') throw notFound('Event');
  if (event.status !== 'open' || Date.parse(event.starts_at) <= now.getTime())
    throw conflict(conflictCodes.ACTIVITY_STARTED, 'This night has already started');
  return event;
}

export async function checkPlaceFree(tx: Tx, event: EventWithClub, userId: string, now: Date) {
  if ((await placesTaken(tx, event.id, now, userId)) >= event.players_number)
    throw conflict(conflictCodes.ACTIVITY_FULL, 'Every place is taken; join the waitlist', [
      { field: 'waitlist', message: 'available' },
    ]);
}
