import { maxChampionshipDays } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { ClosedHours } from './closed-hours.js';
import * as repo from './court-time.repo.js';

const hourMs = 3_600_000;
/** Court time's unit (slotMinutes): one claim per court and half hour. */
const slotMs = 30 * 60_000;

/**
 * The most hours a window may touch: a championship's, the longest anything holds a court for
 * (an activity's occurrence is within a day). Every window comes from a request whose schema
 * bounds it (championshipCourtsQuerySchema, championshipCreateBodySchema, activity times), so
 * a longer one is a caller that forgot to: refused here rather than walked hour by hour (a
 * window from year 1 is 17 million hours, and froze the process for 20 seconds).
 */
export const maxWindowHours = maxChampionshipDays * 24 + 1;

function firstSlotStart(fromIso: string): number {
  return Math.floor(Date.parse(fromIso) / slotMs) * slotMs;
}

/**
 * Every half hour a window [from, to) touches, as UTC starts: claims are by the half hour, so
 * a window that starts or ends inside one takes all of it.
 */
export function windowSlotStarts(fromIso: string, toIso: string): string[] {
  const first = firstSlotStart(fromIso);
  const end = Date.parse(toIso);
  if (!((end - first) / hourMs <= maxWindowHours))
    throw new RangeError(`A window longer than ${maxWindowHours} hours: ${fromIso} to ${toIso}`);
  const slots: string[] = [];
  for (let at = first; at < end; at += slotMs) slots.push(new Date(at).toISOString());
  return slots;
}

/** The half hours something of `minutes` from `startsAt` holds a court for. */
export function slotStartsFor(startsAt: string, minutes: number): string[] {
  return windowSlotStarts(
    startsAt,
    new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
  );
}

/** Which courts are free for a whole window: none of its half hours has a live claim or is closed. */
export function createWindowReads(
  db: Kysely<Database>,
  clock: Clock,
  closedAmong: ClosedHours['closedAmong'],
) {
  return {
    async freeForWindow(
      courtIds: readonly string[],
      fromIso: string,
      toIso: string,
    ): Promise<string[]> {
      // One range read, whatever the window's length: no half hour is listed.
      const first = firstSlotStart(fromIso);
      if (courtIds.length === 0 || !(first < Date.parse(toIso))) return [...courtIds];
      const taken = await repo.takenHours(
        db,
        courtIds,
        new Date(first).toISOString(),
        toIso,
        clock.now().toISOString(),
      );
      const busy = new Set(taken.map((row) => row.court_id));
      const untaken = courtIds.filter((id) => !busy.has(id));
      const closed = await closedAmong(db, untaken, windowSlotStarts(fromIso, toIso));
      const shut = new Set(closed.map((row) => row.court_id));
      return untaken.filter((id) => !shut.has(id));
    },
  };
}
