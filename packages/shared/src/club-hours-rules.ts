/** The zod-free half of club-hours.ts: what a screen can use before zod has loaded. */
import { bookableWindow, minuteOfTime, slotMinutes, timeOfMinute } from './slots-rules.js';

/**
 * One weekday's opening hours: openingDaySchema's shape (club-hours.ts), without zod. A club
 * opens and closes on the hour or the half hour, club-local 'HH:mm'; closes is '24:00' for a
 * club open until midnight.
 */
export interface WeekdayHours {
  weekday: number;
  open: boolean;
  opens: string;
  closes: string;
}

const endOfDay = 24 * 60;

/** 'HH:mm' of an opening or closing minute: the end of the day reads '24:00', not '00:00'. */
export function openingTimeOf(minute: number): string {
  return minute === endOfDay ? '24:00' : timeOfMinute(minute);
}

/** A weekday's opening as minutes after midnight, [from, to). */
export function openingMinutes(day: Pick<WeekdayHours, 'opens' | 'closes'>): {
  from: number;
  to: number;
} {
  return { from: minuteOfTime(day.opens), to: minuteOfTime(day.closes) };
}

/** The club-local starts ('HH:mm') of the half hours from `from` up to, not including, `to`. */
export function halfHourStarts(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let minute = minuteOfTime(from); minute < minuteOfTime(to); minute += slotMinutes)
    starts.push(timeOfMinute(minute));
  return starts;
}

/**
 * The times an owner can choose for opening or closing: every half hour of the day, '00:00' to
 * '24:00'.
 */
export const openingTimes: readonly string[] = Array.from(
  { length: endOfDay / slotMinutes + 1 },
  (_, index) => openingTimeOf(index * slotMinutes),
);

/** 0 is Sunday, as Date.getUTCDay counts. */
export const weekdayNumbers = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekdays as a club's week reads: Monday first, Sunday (0) last. */
export const clubWeekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** The spec's bookable window on every day: what a club has until its owner sets hours. */
export function defaultOpeningDays(): WeekdayHours[] {
  return weekdayNumbers.map((weekday) => ({
    weekday,
    open: true,
    opens: timeOfMinute(bookableWindow.firstHour * 60),
    closes: openingTimeOf((bookableWindow.lastHour + 1) * 60),
  }));
}

/** One weekday's hours among those set, or the default window when none are. */
export function openingDayOf(days: readonly WeekdayHours[], weekday: number): WeekdayHours {
  return days.find((day) => day.weekday === weekday) ?? defaultOpeningDays()[weekday]!;
}
