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
  | { state: 'closed'; courtId: string; hour: number };

export interface GridRow {
  hour: number;
  label: string;
  cells: GridCell[];
}

/** The open hours of the day (06:00 to 22:00) as rows, one cell per court in each. */
export function gridRows(day: ClubDay, now: Date): GridRow[] {
  const taken = new Map(
    day.cells.map((cell) => [`${cell.courtId}|${hourOfStartTime(cell.startTime)}`, cell]),
  );
  const rows: GridRow[] = [];
  for (let hour = bookableWindow.firstHour; hour <= bookableWindow.lastHour; hour += 1) {
    const open =
      openSlotStarts({ date: day.date, startHour: hour, duration: 60 }, day.club.timeZone, now) !==
      null;
    const cells = day.courts.map((court): GridCell => {
      const occupant = taken.get(`${court.id}|${hour}`);
      if (occupant) return { state: 'taken', courtId: court.id, hour, occupant };
      return open
        ? { state: 'free', courtId: court.id, hour }
        : { state: 'closed', courtId: court.id, hour };
    });
    rows.push({ hour, label: hourLabel(hour), cells });
  }
  return rows;
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
