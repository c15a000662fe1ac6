/** The zod-free half of activities.ts: what a screen can use before zod has loaded. */
import { hostedPaymentMethods } from './bookings-rules.js';
import { addDays, clubHourToUtc } from './club-time-rules.js';
import type { PurchaseStart } from './payments.js';

/** SPEC 9: recurrence values; `date` is a single date. */
export const activityRecurrences = ['date', 'daily', 'weekly', 'monthly'] as const;

/** When a series of occurrences runs: its first date, how it repeats, and its last date. */
export interface RecurrencePlan {
  /** The first date, 'YYYY-MM-DD'. */
  date: string;
  recurrence: (typeof activityRecurrences)[number];
  /** The last date the series may run on; the 12-week horizon when absent or later. */
  lastDate?: string;
}

/** SPEC 5: hours 00-23, minutes 00, 15, 30, 45. */
export const activityMinutes = [0, 15, 30, 45] as const;

/** A recurring activity runs this many weeks from its first date, unless it ends sooner. */
export const activityHorizonWeeks = 12;

/** How long the first on a waitlist has to book a seat that came free. */
export const waitlistOfferMinutes = 30;

/** How long a seat waits for its online payment. */
export const seatHoldMinutes = 10;

/** Minutes since the club's midnight. */
export const minuteOfDay = (hour: number, minute: number) => hour * 60 + minute;

/** SPEC 2: the To time must come after the From time, on the same day. */
export function isValidActivityTime(fromH: number, fromM: number, toH: number, toM: number) {
  const valid = (h: number, m: number) =>
    Number.isInteger(h) && h >= 0 && h <= 23 && (activityMinutes as readonly number[]).includes(m);
  return (
    valid(fromH, fromM) && valid(toH, toM) && minuteOfDay(toH, toM) > minuteOfDay(fromH, fromM)
  );
}

export interface ExpandedDates {
  dates: string[];
  /** Months ('YYYY-MM') a monthly series skips because they have no such day. */
  skippedMonths: string[];
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function monthlyDates(first: string, last: string): ExpandedDates {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  const dates: string[] = [];
  const skippedMonths: string[] = [];
  for (let step = 0; ; step += 1) {
    const at = new Date(Date.UTC(year, month - 1 + step, 1));
    const monthKey = `${at.getUTCFullYear()}-${pad2(at.getUTCMonth() + 1)}`;
    if (`${monthKey}-01` > last) break;
    const length = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
    const date = `${monthKey}-${pad2(day)}`;
    if (day > length) skippedMonths.push(monthKey);
    else if (date <= last) dates.push(date);
  }
  return { dates, skippedMonths };
}

/**
 * The dates a recurrence lands on, from its first date up to its last date or the horizon
 * (12 weeks: the first date plus 83 days), whichever is sooner. A monthly series on a day
 * some months lack (the 31st) skips those months and names them.
 */
export function expandRecurrence(plan: RecurrencePlan): ExpandedDates {
  const horizon = addDays(plan.date, activityHorizonWeeks * 7 - 1);
  const last = plan.lastDate && plan.lastDate < horizon ? plan.lastDate : horizon;
  if (plan.recurrence === 'date' || last < plan.date)
    return { dates: last < plan.date ? [] : [plan.date], skippedMonths: [] };
  if (plan.recurrence === 'monthly') return monthlyDates(plan.date, last);
  const step = plan.recurrence === 'daily' ? 1 : 7;
  const dates: string[] = [];
  for (let date = plan.date; date <= last; date = addDays(date, step)) dates.push(date);
  return { dates, skippedMonths: [] };
}

export interface OccurrenceTime {
  date: string;
  startsAt: string;
  endsAt: string;
}

/** A club-local date and minute of the day as a UTC instant; null for a skipped local hour. */
export function clubMinuteToUtc(date: string, minute: number, timeZone: string): string | null {
  const hourStart = clubHourToUtc(date, Math.floor(minute / 60), timeZone);
  if (!hourStart) return null;
  return new Date(Date.parse(hourStart) + (minute % 60) * 60_000).toISOString();
}

/**
 * Each date's occurrence as UTC instants in the club's zone: every occurrence keeps its local
 * time across a daylight-saving change. A date whose local time does not exist that day (a
 * spring-forward gap) is left out and listed.
 */
export function occurrenceTimes(
  dates: readonly string[],
  fromMinute: number,
  toMinute: number,
  timeZone: string,
): { occurrences: OccurrenceTime[]; missingDates: string[] } {
  const occurrences: OccurrenceTime[] = [];
  const missingDates: string[] = [];
  for (const date of dates) {
    const startsAt = clubMinuteToUtc(date, fromMinute, timeZone);
    const endsAt = clubMinuteToUtc(date, toMinute, timeZone);
    if (startsAt && endsAt) occurrences.push({ date, startsAt, endsAt });
    else missingDates.push(date);
  }
  return { occurrences, missingDates };
}

/** One seat of an occurrence as counted: paid or owed, or kept for a payment or an offer. */
export interface SeatState {
  status: 'held' | 'confirmed' | 'cancelled' | 'offered';
  /** Until when a held seat or a waitlist offer keeps its place. */
  until: string | null;
}

/** Seats taken now: confirmed ones, and held seats and waitlist offers not yet lapsed. */
export function takenSeats(seats: readonly SeatState[], now: Date): number {
  return seats.filter((seat) => {
    if (seat.status === 'confirmed') return true;
    if (seat.status === 'cancelled') return false;
    return seat.until !== null && Date.parse(seat.until) > now.getTime();
  }).length;
}

/** Seats left; null when the activity has no limit. */
export function seatsLeft(seatsNumber: number | null, taken: number): number | null {
  return seatsNumber === null ? null : Math.max(0, seatsNumber - taken);
}

export const activitySeatMethods = [...hostedPaymentMethods, 'cash', 'coins'] as const;
export type ActivitySeatMethod = (typeof activitySeatMethods)[number];
export type ActivitySeatResponse = PurchaseStart;
