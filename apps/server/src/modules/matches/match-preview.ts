import type { SharedPageFacts } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { seatsOf } from './seat-holders.js';
import { loadMatch } from './matches.repo.js';

/**
 * What a shared match's link shows before it is opened: its club, when, and the seats still
 * free. Public and invitation matches are open to anyone who has the link; a match for the
 * organizer's starred players, or one called off, shows nothing.
 */
export async function matchPreview(
  db: Kysely<Database>,
  id: string,
): Promise<SharedPageFacts | null> {
  const record = await loadMatch(db, id);
  if (!record || record.match.status !== 'open' || record.match.privacy === 'favorite') return null;
  return {
    kind: 'match',
    club: record.match.club_name,
    startsAt: record.match.starts_at,
    timeZone: record.match.club_time_zone,
    placesLeft: seatsOf(record).filter((seat) => seat === null).length,
  };
}
