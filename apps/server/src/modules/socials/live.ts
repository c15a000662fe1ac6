import type { Tx } from '#server/db/transaction.js';
import { nightPlaces, type SocialsDeps } from './socials-deps.js';
import { findEvent } from './socials.repo.js';

/**
 * Tells every open screen of a night, once `tx` commits, that it changed (a place taken, a
 * round drawn, points entered): each player's and the owner's notification stream carries a
 * `social` event, and the screen reads the night again.
 */
export async function signalNight(
  deps: Pick<SocialsDeps, 'notifications'>,
  tx: Tx,
  eventId: string,
) {
  const event = await findEvent(tx.db, eventId);
  if (!event) return;
  const places = await nightPlaces.seats(tx.db, [eventId]);
  const readers = new Set([
    event.club_owner_id,
    ...places.filter((p) => p.status !== 'cancelled').map((p) => p.user_id),
  ]);
  for (const userId of readers) await deps.notifications.signalSocial(tx, userId);
}
