import type { ClubDay, ClubDayCell } from '@courtside/shared';
import {
  bookableWindow,
  hourLabel,
  hourOfStartTime,
  openSlotStarts,
} from '@courtside/shared/rules';

/** One court hour on the grid: what holds it, or whether a walk-in can still take it. */
export type GridCell =
  | { state: 'taken'; courtId: string; hour: number; occupant: ClubDayCell }
  | { state: 'free'; courtId: string; hour: number }
  /** Past, outside opening hours, or inside a closure (its reason). */
  | { state: 'closed'; courtId: string; hour: number; reason: string | null };

export interface GridRow {
  hour: number;
  label: string;
  cells: GridCell[];
}

/**
 * The hours drawn: the day's opening hours within the bookable window, stretched to any hour
 * something holds (a booking made before the hours changed still shows). None on a day the
 * club is closed with nothing on its courts.
 */
function hoursShown({ opening }: ClubDay['hours'], takenHours: readonly number[]): number[] {
  const ends = [...takenHours];
  if (opening.open) {
    const first = Math.max(opening.firstHour, bookableWindow.firstHour);
    const last = Math.min(opening.lastHour, bookableWindow.lastHour);
    if (first <= last) ends.push(first, last);
  }
  if (ends.length === 0) return [];
  const first = Math.min(...ends);
  return Array.from({ length: Math.max(...ends) - first + 1 }, (_, step) => first + step);
}

/**
 * The day's rows, one cell per court in each: the hours the server says are closed (opening
 * hours, closures, the same read as the players' grid) drawn closed with a closure's reason.
 */
export function gridRows(day: ClubDay, now: Date): GridRow[] {
  const taken = new Map(
    day.cells.map((cell) => [`${cell.courtId}|${hourOfStartTime(cell.startTime)}`, cell]),
  );
  const closed = new Map(
    day.hours.courts.map((court) => [court.courtId, { ...court, hours: new Set(court.hours) }]),
  );
  const takenHours = day.cells.map((cell) => hourOfStartTime(cell.startTime));
  return hoursShown(day.hours, takenHours).map((hour) => {
    // An hour already begun, or missing from the club's clock, takes no walk-in either.
    const bookable =
      openSlotStarts({ date: day.date, startHour: hour, duration: 60 }, day.club.timeZone, now) !==
      null;
    const cells = day.courts.map((court): GridCell => {
      const occupant = taken.get(`${court.id}|${hour}`);
      if (occupant) return { state: 'taken', courtId: court.id, hour, occupant };
      const shut = closed.get(court.id);
      if (shut?.hours.has(hour))
        return { state: 'closed', courtId: court.id, hour, reason: shut.reason };
      return bookable
        ? { state: 'free', courtId: court.id, hour }
        : { state: 'closed', courtId: court.id, hour, reason: null };
    });
    return { hour, label: hourLabel(hour), cells };
  });
}

/** Free hours of one court where a booking of `hours` hours fits, for moving one there. */
export function freeStarts(rows: readonly GridRow[], courtIndex: number, hours: number): number[] {
  const free = new Set(
    rows.filter((row) => row.cells[courtIndex]?.state === 'free').map((row) => row.hour),
  );
  return rows
    .map((row) => row.hour)
    .filter((hour) =>
      Array.from({ length: hours }, (_, step) => hour + step).every((h) => free.has(h)),
    );
}
