/** The zod-free half of reports.ts: what a screen can use before zod has loaded. */
import { isIsoDate, isWithinRequestWindow } from './club-time-rules.js';

/** The longest period a report covers: a year, leap day included. */
export const maxReportDays = 366;

/** Days from one date to another ('YYYY-MM-DD'), the first not counted. */
export function reportSpanDays(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/**
 * reportQuerySchema's rule without zod, for the screen's date fields: both dates within the
 * dates the app works with, in order, less than maxReportDays apart.
 */
export function isReportPeriod(from: string, to: string, now: Date): boolean {
  const dates = [from, to].every((date) => isIsoDate(date) && isWithinRequestWindow(date, now));
  return dates && from <= to && reportSpanDays(from, to) < maxReportDays;
}
