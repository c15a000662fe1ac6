import { clubLocalRange } from '@courtside/shared';

const hourMs = 3_600_000;
const slotMs = 30 * 60_000;

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

export interface LocalSlot {
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
}

// Claimed half hours recur on every read of their day, and turning one into the club's clock
// costs more than reading it: each is converted once, kept by zone and then start (no key to
// build). The bound keeps a long-running process small (a club's year is under 18,000).
const localSlots = new Map<string, Map<string, LocalSlot>>();
const localSlotsLimit = 50_000;
let localSlotsKept = 0;

/** One claimed half hour on the club's clock: its date and 'HH:mm' start and end. */
export function localSlot(slotStart: string, timeZone: string): LocalSlot {
  let ofZone = localSlots.get(timeZone);
  const known = ofZone?.get(slotStart);
  if (known) return known;
  const end = new Date(Date.parse(slotStart) + slotMs).toISOString();
  const { date, startTime, endTime } = clubLocalRange(slotStart, end, timeZone);
  const local = Object.freeze({ date, startTime, endTime });
  if (localSlotsKept >= localSlotsLimit) {
    localSlots.clear();
    localSlotsKept = 0;
    ofZone = undefined;
  }
  if (ofZone === undefined) {
    ofZone = new Map();
    localSlots.set(timeZone, ofZone);
  }
  ofZone.set(slotStart, local);
  localSlotsKept += 1;
  return local;
}
