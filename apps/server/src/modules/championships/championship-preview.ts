import type { SharedPageFacts } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { isParticipant } from './championship.mapper.js';
import { findChampionship, requestsOf } from './championships.repo.js';

/**
 * What a shared championship's link shows before it is opened: its name and club, when it
 * starts, and the places still open while it takes entries (none counted once it has started,
 * or when it has no limit). A deleted championship shows nothing.
 */
export async function championshipPreview(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<SharedPageFacts | null> {
  const championship = await findChampionship(db, id);
  if (!championship) return null;
  const limit = championship.participants_number;
  const open = limit !== null && Date.parse(championship.starts_at) > now.getTime();
  const taken = open ? (await requestsOf(db, [id])).filter(isParticipant).length : 0;
  return {
    kind: 'championship',
    club: championship.club_name,
    name: championship.name,
    startsAt: championship.starts_at,
    timeZone: championship.club_time_zone,
    placesLeft: open ? Math.max(0, limit - taken) : null,
  };
}
