import { clubLocalRange } from '@courtside/shared';

const hourMs = 3_600_000;

interface DayWindow {
  readonly fromIso: string;
  readonly toIso: string;
}
const dayWindows = new Map<string, DayWindow>();

/** The widest UTC span a club-local day can cover in any time zone (UTC-14 to UTC+14). */
export function dayWindow(date: string): DayWindow {
  let window = dayWindows.get(date);
  if (window === undefined) {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    window = Object.freeze({
      fromIso: new Date(midnight - 14 * hourMs).toISOString(),
      toIso: new Date(midnight + 38 * hourMs).toISOString(),
    });
    // Requests only name days between a year back and the booking horizon.
    if (dayWindows.size >= 1_000) dayWindows.clear();
    dayWindows.set(date, window);
  }
  return window;
}

export interface LocalHour {
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  /** Its date, startTime and endTime as JSON members, ready to be placed in an object. */
  readonly jsonMembers: string;
}

// Claimed hours recur on every read of their day, and turning one into the club's clock costs
// more than reading it: each is converted once, kept by zone and then hour (no key to build).
// The bound keeps a long-running process small (a club's year of hours is under 9,000 entries).
const localHours = new Map<string, Map<string, LocalHour>>();
const localHoursLimit = 50_000;
let localHoursKept = 0;

/** One claimed hour on the club's clock: its date and 'HH:mm' start and end. */
export function localHour(hourStart: string, timeZone: string): LocalHour {
  let ofZone = localHours.get(timeZone);
  const known = ofZone?.get(hourStart);
  if (known) return known;
  const end = new Date(Date.parse(hourStart) + hourMs).toISOString();
  const { date, startTime, endTime } = clubLocalRange(hourStart, end, timeZone);
  const jsonMembers = `"date":"${date}","startTime":"${startTime}","endTime":"${endTime}"`;
  const local = Object.freeze({ date, startTime, endTime, jsonMembers });
  if (localHoursKept >= localHoursLimit) {
    localHours.clear();
    localHoursKept = 0;
    ofZone = undefined;
  }
  if (ofZone === undefined) {
    ofZone = new Map();
    localHours.set(timeZone, ofZone);
  }
  ofZone.set(hourStart, local);
  localHoursKept += 1;
  return local;
}
