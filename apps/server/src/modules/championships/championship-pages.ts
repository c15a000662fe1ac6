import { utcToClubLocal, type ChampionshipPageQuery } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { keysetPage } from '#server/lib/keyset-page.js';
import { daySpan } from '#server/lib/local-day.js';
import { openChampionships, type ChampionshipWithPlace } from './championships.repo.js';

/** Whether a championship runs on a club-local day (it starts on or before it, ends after). */
function coversDay(row: ChampionshipWithPlace, date: string): boolean {
  const first = utcToClubLocal(row.starts_at, row.club_time_zone).date;
  const last = utcToClubLocal(new Date(Date.parse(row.ends_at) - 1), row.club_time_zone).date;
  return first <= date && date <= last;
}

/**
 * Book Champion by keyset: championships not started yet by start then id, through the
 * (start, id) index; with a day, those overlapping its widest span, kept if they run on it.
 */
export function openChampionshipsPage(
  db: Kysely<Database>,
  nowIso: string,
  query: Pick<ChampionshipPageQuery, 'date' | 'limit' | 'cursor'>,
) {
  const { date } = query;
  const window = date ? daySpan(date) : undefined;
  return keysetPage(
    {
      read: (after, count) =>
        openChampionships(db, nowIso, {
          count,
          window,
          after: after && { startsAt: after.s, id: after.id },
        }),
      keyOf: (row: ChampionshipWithPlace) => ({ s: row.starts_at, id: row.id }),
      keep: date ? (row) => coversDay(row, date) : undefined,
    },
    { limit: query.limit, after: query.cursor },
  );
}
