import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import * as repo from './court-time.repo.js';

const hourMs = 3_600_000;

/**
 * Every hour a window [from, to) touches, as UTC hour starts: claims are hourly, so a window
 * that starts or ends inside an hour takes that whole hour.
 */
export function windowHourStarts(fromIso: string, toIso: string): string[] {
  const first = Math.floor(Date.parse(fromIso) / hourMs) * hourMs;
  const end = Date.parse(toIso);
  const hours: string[] = [];
  for (let at = first; at < end; at += hourMs) hours.push(new Date(at).toISOString());
  return hours;
}

/** Which courts are free for a whole window: none of its hours has a live claim. */
export function createWindowReads(db: Kysely<Database>, clock: Clock) {
  return {
    async freeForWindow(
      courtIds: readonly string[],
      fromIso: string,
      toIso: string,
    ): Promise<string[]> {
      const hours = windowHourStarts(fromIso, toIso);
      if (courtIds.length === 0 || hours.length === 0) return [...courtIds];
      const taken = await repo.takenHours(
        db,
        courtIds,
        hours[0]!,
        toIso,
        clock.now().toISOString(),
      );
      const busy = new Set(taken.map((row) => row.court_id));
      return courtIds.filter((id) => !busy.has(id));
    },
  };
}
