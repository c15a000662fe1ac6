import type { ClubDay, ClubDayCell, StartStep } from '@courtside/shared';
import {
  bookableWindow,
  halfHoursClaimed,
  openingMinutes,
  minuteOfTime,
  openSlotStarts,
  timeOfMinute,
} from '@courtside/shared/rules';

/** One court's row on the grid: what holds it, or whether a walk-in can still take it. */
export type GridCell =
  | { state: 'taken'; courtId: string; start: number; occupant: ClubDayCell }
  | { state: 'free'; courtId: string; start: number }
  /** Past, outside opening hours, or inside a closure (its reason). */
  | { state: 'closed'; courtId: string; start: number; reason: string | null };

export interface GridRow {
  /** Minutes after the club's midnight. */
  start: number;
  label: string;
  cells: GridCell[];
}

/**
 * The starts drawn, every `step` minutes: the rows that fit in the day's opening hours within
 * the bookable window, stretched to any time something holds (a booking made before the hours
 * changed still shows). None on a day the club is closed with nothing on its courts.
 */
function startsShown(
  { opening }: ClubDay['hours'],
  taken: readonly number[],
  step: StartStep,
): number[] {
  const ends = taken.map((minute) => minute - (minute % step));
  if (opening.open) {
    const { from, to } = openingMinutes(opening);
    // A club opening at 08:30 with games on the hour draws its first row at 09:00.
    const first = Math.ceil(Math.max(from, bookableWindow.firstHour * 60) / step) * step;
    const last =
      Math.floor((Math.min(to, (bookableWindow.lastHour + 1) * 60) - step) / step) * step;
    if (first <= last) ends.push(first, last);
  }
  if (ends.length === 0) return [];
  const first = Math.min(...ends);
  const count = (Math.max(...ends) - first) / step + 1;
  return Array.from({ length: count }, (_, index) => first + index * step);
}

/**
 * The day's rows every `step` minutes, one cell per court in each: the half hours the server
 * says are closed (opening hours, closures, the same read as the players' grid) close the
 * cells they fall in, with a closure's reason. The day's cells come one per taken half hour.
 */
export function gridRows(day: ClubDay, now: Date, step: StartStep): GridRow[] {
  const taken = new Map(
    day.cells.map((cell) => [`${cell.courtId}|${minuteOfTime(cell.startTime)}`, cell]),
  );
  const closed = new Map(
    day.hours.courts.map((court) => [
      court.courtId,
      { ...court, halfHours: new Set(court.halfHours.map(minuteOfTime)) },
    ]),
  );
  const takenStarts = day.cells.map((cell) => minuteOfTime(cell.startTime));
  return startsShown(day.hours, takenStarts, step).map((start) => {
    // A slot already begun, or missing from the club's clock, takes no walk-in either.
    const bookable =
      openSlotStarts({ date: day.date, start, duration: step }, day.club.timeZone, now) !== null;
    const cells = day.courts.map((court): GridCell => {
      const occupant = taken.get(`${court.id}|${start}`);
      if (occupant) return { state: 'taken', courtId: court.id, start, occupant };
      const shut = closed.get(court.id);
      if (halfHoursClaimed(start, step).some((half) => shut?.halfHours.has(half)))
        return { state: 'closed', courtId: court.id, start, reason: shut!.reason };
      return bookable
        ? { state: 'free', courtId: court.id, start }
        : { state: 'closed', courtId: court.id, start, reason: null };
    });
    return { start, label: timeOfMinute(start), cells };
  });
}

/** The minutes between two rows of the grid (every half hour or hour). */
export function rowStep(rows: readonly GridRow[]): StartStep {
  return rows.length > 1 && rows[1]!.start - rows[0]!.start === 30 ? 30 : 60;
}

/**
 * The starts of one court, every `startEvery` minutes, where a booking of `duration` minutes
 * fits: every row it covers is free. Rows every hour leave out half hours, which nothing then
 * starts on, so a free hour's row stands for its half hour too.
 */
export function freeStarts(
  rows: readonly GridRow[],
  courtIndex: number,
  duration: number,
  startEvery: StartStep,
): number[] {
  const step = rowStep(rows);
  const free = new Set(
    rows.filter((row) => row.cells[courtIndex]?.state === 'free').map((row) => row.start),
  );
  return rows
    .map((row) => row.start)
    .filter((start) => start % startEvery === 0)
    .filter((start) =>
      halfHoursClaimed(start, duration)
        .filter((half) => half % step === 0)
        .every((half) => free.has(half)),
    );
}
