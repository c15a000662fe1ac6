import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/database.js';
import { sqliteReader } from '#server/db/dialect.js';
import type { Clock } from '#server/lib/clock.js';
import { takenHoursWithZone, type TakenHourWithZone } from './taken-hours.js';
import { slotMinutes } from '@courtside/shared';
import { dayWindow, localSlot, type LocalSlot } from './day-window.js';

/**
 * The booking screen's day read (GET /booking) is the hottest call and the same for every
 * player, so its JSON text is kept for a moment. Every claim and release made by this
 * process clears it once its transaction commits; one made by another server process shows
 * within `ttlMs`. The write path decides in the database either way, so a stale grid can
 * only lead to an 'Already Booked' answer, never to a double booking.
 */
export function createDayReads(db: Kysely<Database>, clock: Clock, ttlMs: number) {
  // Clearing costs in proportion to `max` (the cache refills its slot arrays), and every
  // booking clears it: a second's worth of distinct days and court sets fits in a few hundred.
  const cache = ttlMs > 0 ? new LRUCache<string, string>({ max: 500, ttl: ttlMs }) : null;
  // Bumped by every invalidation: a read that began before a change must not cache its answer.
  let generation = 0;

  function read(courtIds: readonly string[], date: string, key: string): string | Promise<string> {
    const startedIn = generation;
    const { fromIso, toIso } = dayWindow(date);
    const answer = (rows: TakenHourWithZone[]) => {
      const json = takenOnDayJson(rows, date);
      if (startedIn === generation) cache?.set(key, json);
      return json;
    };
    const rows = takenHoursWithZone(db, courtIds, fromIso, toIso, clock.now().toISOString());
    return Array.isArray(rows) ? answer(rows) : rows.then(answer);
  }

  return {
    /** The taken hours of some courts on one club-local day, as the JSON text of the answer. */
    json(courtIds: readonly string[], date: string): string | Promise<string> {
      const key = `${date}|${[...courtIds].sort().join(',')}`;
      // A cached answer is handed back at once, without a promise: the hot path stays short.
      return cache?.get(key) ?? read(courtIds, date, key);
    },
    invalidate(): void {
      generation += 1;
      if (cache?.size) cache.clear();
      // The next read must see the commit that called this, not an older snapshot.
      sqliteReader(db)?.refresh();
    },
  };
}

/**
 * The rows as the answer lists them, in the clubs' local time: the JSON text of the response
 * schema (`DayBooking[]`, members in its order). Half hours of one court that follow each
 * other are one entry (19:30 for 90 minutes, not three), whatever holds them: the booking
 * screen reads only whether a court is taken. Written by hand, since this read is the hottest
 * and serialising objects cost more than the query around it.
 */
function takenOnDayJson(rows: readonly TakenHourWithZone[], date: string): string {
  const runs: Array<{ court: string; first: LocalSlot; last: LocalSlot; minutes: number }> = [];
  const openRun = new Map<string, (typeof runs)[number]>();
  for (const row of rows) {
    const slot = localSlot(row.slot_start, row.time_zone);
    if (slot.date !== date) continue;
    const run = openRun.get(row.court_id);
    if (run && run.last.endTime === slot.startTime) {
      run.last = slot;
      run.minutes += slotMinutes;
      continue;
    }
    const next = { court: row.court_id, first: slot, last: slot, minutes: slotMinutes };
    runs.push(next);
    openRun.set(row.court_id, next);
  }
  let json = '';
  for (const { court, first, last, minutes } of runs) {
    if (json !== '') json += ',';
    json += `{"courtId":${JSON.stringify(court)},"date":"${first.date}","startTime":"${first.startTime}","endTime":"${last.endTime}","duration":${minutes}}`;
  }
  return `[${json}]`;
}
