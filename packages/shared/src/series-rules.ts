import { addDays } from './club-time-rules.js';
import { weekdayOf } from './pricing-rules.js';

/** The zod-free half of series.ts: the dates a weekly series falls on. */

/** A season is at most this long: a year of fixed weekly courts. */
export const seriesMaxDays = 366;

/**
 * The days a season's dates may name: from a week back (ending the rest of a series that has
 * begun) to two years ahead; never another era.
 */
export function isWithinSeasonWindow(date: string, now: Date): boolean {
  const day = Date.parse(`${date}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return day >= today - 7 * 86_400_000 && day <= today + 2 * seriesMaxDays * 86_400_000;
}

/** Every 1 or 2 weeks. */
export const seriesEveryWeeks = [1, 2] as const;

/** How a series create answers dates that clash: leave them out, or create nothing. */
export const seriesClashChoices = ['skip', 'stop'] as const;

/** What keeps one date of a series from being claimed. */
export const seriesClashKinds = [
  'booking',
  'claim',
  'closure',
  'closedHours',
  'unavailable',
] as const;

/**
 * The club-local dates of a series: the first `weekday` (0 Sunday) on or after `from`, then
 * every `everyWeeks` weeks up to `to` included. Calendar dates, so a change of clocks between
 * two of them moves nothing: each date's local start is turned into UTC on its own.
 */
export function seriesDates(season: {
  weekday: number;
  everyWeeks: number;
  from: string;
  to: string;
}): string[] {
  const shift = (season.weekday - weekdayOf(season.from) + 7) % 7;
  const dates: string[] = [];
  for (let date = addDays(season.from, shift); date <= season.to;) {
    dates.push(date);
    date = addDays(date, 7 * season.everyWeeks);
  }
  return dates;
}
