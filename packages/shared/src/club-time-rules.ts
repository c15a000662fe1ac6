/** The zod-free half of club-time.ts: what a screen can use before zod has loaded. */
import { dateTimeFormat } from './intl-formats.js';

/**
 * isoDateSchema's rule without zod, for the screens that read a date from their address
 * before zod has loaded: 'YYYY-MM-DD' naming a day the calendar has.
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export const isoMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'HH:mm' on a 24-hour clock (SPEC 5: hours 00-23), as hourMinuteSchema takes it. */
export const hourMinutePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Bookings open this many days ahead of the club's today (the server's default rule). */
export const bookingHorizonDays = 60;

export function isWithinRequestWindow(date: string, now: Date): boolean {
  return isDayWithinRequestWindow(Date.parse(`${date}T00:00:00Z`), now);
}

export function isInstantWithinRequestWindow(instant: string, now: Date): boolean {
  return isDayWithinRequestWindow(Math.floor(Date.parse(instant) / dayMs) * dayMs, now);
}

/** The one rule: a UTC day from 367 days back to two days past the booking horizon (NaN: never). */
function isDayWithinRequestWindow(day: number, now: Date): boolean {
  const { first, last } = requestWindowDays(now);
  return day >= first && day <= last;
}

/**
 * The farthest a booking opens: a member's plan may open a club's courts up to a year ahead
 * (memberships-rules.ts, membershipLimits.horizonDays), beyond the public horizon.
 */
export const farthestBookingDays = 365;

/**
 * The dates a booking, and a read of a day to book, may name: the request window, reaching on
 * to two days past the farthest horizon a member's plan gives, so that a member's day reaches
 * the booking rule (which refuses a player beyond their own horizon with its own words).
 */
export function isWithinBookingWindow(date: string, now: Date): boolean {
  const day = Date.parse(`${date}T00:00:00Z`);
  const { first } = requestWindowDays(now);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day >= first && day <= today + (farthestBookingDays + 2) * dayMs;
}

function requestWindowDays(now: Date): { first: number; last: number } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { first: today - 367 * dayMs, last: today + (bookingHorizonDays + 2) * dayMs };
}

/** The first and last dates a client may send ('YYYY-MM-DD'), for a date picker's bounds. */
export function requestWindowDates(now: Date): { first: string; last: string } {
  const { first, last } = requestWindowDays(now);
  const date = (day: number) => new Date(day).toISOString().slice(0, 10);
  return { first: date(first), last: date(last) };
}

/** SPEC 9: the calendar scrolls to today this long after the screen opens. */
export const dayStripScrollDelayMs = 2000;

export interface ClubLocalTime {
  date: string;
  hour: number;
  minute: number;
}

const minuteMs = 60_000;
const dayMs = 86_400_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'HH:00', the label of an hourly slot and the start or end time of a booking. */
export function hourLabel(hour: number): string {
  return `${pad2(hour)}:00`;
}

function localPartsAt(epochMs: number, timeZone: string): ClubLocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

// Booking reads convert the same few hour starts over and over; formatToParts is the cost.
const localTimeCache = new Map<string, ClubLocalTime>();
const localTimeCacheLimit = 20_000;

/** The club's wall clock at a UTC instant. */
export function utcToClubLocal(instant: string | Date, timeZone: string): ClubLocalTime {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  const key = `${timeZone}|${epochMs}`;
  const cached = localTimeCache.get(key);
  if (cached) return { ...cached };
  const local = localPartsAt(epochMs, timeZone);
  if (localTimeCache.size >= localTimeCacheLimit) localTimeCache.clear();
  localTimeCache.set(key, local);
  return { ...local };
}

/** Minutes the zone is ahead of UTC at an instant (+120 for Madrid in summer). */
function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const wholeMinuteMs = Math.floor(epochMs / minuteMs) * minuteMs;
  const local = localPartsAt(wholeMinuteMs, timeZone);
  return (wallClockAsUtcMs(local.date, local.hour, local.minute) - wholeMinuteMs) / minuteMs;
}

function wallClockAsUtcMs(date: string, hour: number, minute: number): number {
  return Date.parse(`${date}T${pad2(hour)}:${pad2(minute)}:00Z`);
}

/**
 * The UTC instant (ISO string) at which a club-local hour starts.
 *
 * - A local hour that does not exist (skipped by a spring-forward change) gives null.
 * - A local hour that happens twice (fall-back change) gives its first occurrence, the one
 *   still on summer time: a booking must start when the hour is first shown on the clock.
 *
 * dayjs.tz() is not used here: it silently moves a skipped hour and picks the second
 * occurrence of a repeated one (see docs/decisions.md).
 */
export function clubHourToUtc(date: string, hour: number, timeZone: string): string | null {
  if (!isIsoDate(date)) throw new RangeError(`Invalid date: ${date}`);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`Invalid hour: ${hour}`);
  }
  const key = `${timeZone}|${date}|${hour}`;
  let instant = hourStarts.get(key);
  if (instant === undefined) {
    instant = resolveHourStart(date, hour, timeZone);
    if (hourStarts.size >= maxCachedHourStarts) hourStarts.clear();
    hourStarts.set(key, instant);
  }
  return instant;
}

// Every availability read converts each bookable hour of a day, and the conversions cost far
// more than the rest of the grid. A zone's rules for a date cannot change while the process
// runs, so answers are kept; the bound only caps memory.
const hourStarts = new Map<string, string | null>();
const maxCachedHourStarts = 50_000;

function resolveHourStart(date: string, hour: number, timeZone: string): string | null {
  const wallClockMs = wallClockAsUtcMs(date, hour, 0);
  // Real offsets lie within ±14 h, so the instant is within a day of the wall clock read as
  // UTC; sampling a day either side sees the offsets before and after any change that day.
  const offsets = new Set([
    offsetMinutesAt(wallClockMs - dayMs, timeZone),
    offsetMinutesAt(wallClockMs + dayMs, timeZone),
  ]);
  const matches = [...offsets]
    .map((offset) => wallClockMs - offset * minuteMs)
    .filter((epochMs) => {
      const local = localPartsAt(epochMs, timeZone);
      return local.date === date && local.hour === hour && local.minute === 0;
    })
    .sort((a, b) => a - b);
  const first = matches[0];
  return first === undefined ? null : new Date(first).toISOString();
}

const hhmm = (time: ClubLocalTime) => `${pad2(time.hour)}:${pad2(time.minute)}`;

/** The club-local date and 'HH:mm' start and end of an instant range, as screens show it. */
export function clubLocalRange(
  startsAt: string,
  endsAt: string,
  timeZone: string,
): { date: string; startTime: string; endTime: string } {
  const start = utcToClubLocal(startsAt, timeZone);
  return {
    date: start.date,
    startTime: hhmm(start),
    endTime: hhmm(utcToClubLocal(endsAt, timeZone)),
  };
}

/** The date `days` days after `date` (negative goes back), 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The club's current date, 'YYYY-MM-DD'. */
export function clubToday(timeZone: string, now: Date): string {
  return utcToClubLocal(now, timeZone).date;
}

/** The month ('YYYY-MM') a date belongs to. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Month navigation: the month `delta` months after `month` (negative goes back). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}`;
}

/** Every day of a month ('YYYY-MM'), in order, for the day strip. */
export function monthDays(month: string): string[] {
  if (!isoMonthPattern.test(month)) throw new RangeError(`Invalid month: ${month}`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const dayCount = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: dayCount }, (_, index) => `${month}-${pad2(index + 1)}`);
}
