import { clubLocalRange } from '@courtside/shared';

const hourMs = 3_600_000;

/** The widest UTC span a club-local day can cover in any time zone (UTC-14 to UTC+14). */
export function dayWindow(date: string): { fromIso: string; toIso: string } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return {
    fromIso: new Date(midnight - 14 * hourMs).toISOString(),
    toIso: new Date(midnight + 38 * hourMs).toISOString(),
  };
}

export interface LocalHour {
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
}

// Claimed hours recur on every read of their day, and turning one into the club's clock costs
// more than reading it: each is converted once. The bound keeps a long-running process small
// (a club's year of hours is under 9,000 entries).
const localHours = new Map<string, LocalHour>();
const localHoursLimit = 50_000;

/** One claimed hour on the club's clock: its date and 'HH:mm' start and end. */
export function localHour(hourStart: string, timeZone: string): LocalHour {
  const key = `${timeZone}|${hourStart}`;
  const known = localHours.get(key);
  if (known) return known;
  const end = new Date(Date.parse(hourStart) + hourMs).toISOString();
  const local = Object.freeze(clubLocalRange(hourStart, end, timeZone));
  if (localHours.size >= localHoursLimit) localHours.clear();
  localHours.set(key, local);
  return local;
}
