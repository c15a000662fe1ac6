/** The zod-free half of club-hours.ts: what a screen can use before zod has loaded. */
import { bookableWindow } from './slots-rules.js';

/** One weekday's opening hours: openingDaySchema's shape (club-hours.ts), without zod. */
export interface WeekdayHours {
  weekday: number;
  open: boolean;
  firstHour: number;
  lastHour: number;
}

/** 0 is Sunday, as Date.getUTCDay counts. */
export const weekdayNumbers = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekdays as a club's week reads: Monday first, Sunday (0) last. */
export const clubWeekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** The spec's bookable window on every day: what a club has until its owner sets hours. */
export function defaultOpeningDays(): WeekdayHours[] {
  return weekdayNumbers.map((weekday) => ({
    weekday,
    open: true,
    firstHour: bookableWindow.firstHour,
    lastHour: bookableWindow.lastHour,
  }));
}

/** One weekday's hours among those set, or the default window when none are. */
export function openingDayOf(days: readonly WeekdayHours[], weekday: number): WeekdayHours {
  return days.find((day) => day.weekday === weekday) ?? defaultOpeningDays()[weekday]!;
}
