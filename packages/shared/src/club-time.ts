import { z } from './zod.js';
import { textSchema } from './text.js';
import {
  isoMonthPattern,
  hourMinutePattern,
  isTimeZone,
  isWithinRequestWindow,
  isWithinBookingWindow,
  isInstantWithinRequestWindow,
} from './club-time-rules.js';

export {
  hourMinutePattern,
  isIsoDate,
  bookingHorizonDays,
  isWithinRequestWindow,
  isWithinBookingWindow,
  farthestBookingDays,
  isInstantWithinRequestWindow,
  requestWindowDates,
  dayStripScrollDelayMs,
  hourLabel,
  utcToClubLocal,
  clubHourToUtc,
  clubLocalRange,
  addDays,
  clubToday,
  monthOf,
  shiftMonth,
  monthDays,
} from './club-time-rules.js';
export type { ClubLocalTime } from './club-time-rules.js';

/**
 * Club-local time. Instants are UTC; the hours and days a user sees are the club's, in its
 * IANA time zone (ARCHITECTURE 4). Every function takes `now` explicitly: no hidden clock.
 */

/** 'YYYY-MM-DD' that is a real calendar date (2026-02-29 is refused, 2024-02-29 is not). */
export const isoDateSchema = z.iso.date();

/** 'YYYY-MM', the unit of the month navigation above the day strip. */
export const isoMonthSchema = textSchema().regex(isoMonthPattern, 'Expected YYYY-MM');

/** 'HH:mm' on a 24-hour clock (SPEC 5: hours 00-23). */
export const hourMinuteSchema = textSchema().regex(hourMinutePattern, 'Expected HH:mm');

export const timeZoneSchema = textSchema().refine(isTimeZone, 'Unknown IANA time zone');

/**
 * A date a client sends: a real calendar date from a year back to just past the booking
 * horizon, so that no far-off year (0, 10000) reaches the club-time arithmetic. The slack: a
 * day each side for time zones (a club ahead of UTC is already on tomorrow), and one more day
 * at the end, so that the day just past the horizon, in any zone, reaches the booking rule and
 * is refused with its own words. Dates the server answers keep the plain isoDateSchema.
 */
export const requestDateSchema = isoDateSchema.refine(
  (date) => isWithinRequestWindow(date, new Date()),
  'Outside the dates the app works with',
);

/**
 * A date of a booking, or of a day read to book: the request date's rule, reaching as far
 * ahead as a member's plan may open a club's courts (isWithinBookingWindow).
 */
export const bookingDateSchema = isoDateSchema.refine(
  (date) => isWithinBookingWindow(date, new Date()),
  'Outside the dates the app works with',
);

/**
 * An instant a client sends (with its offset): the same rule as a date, read on its UTC date.
 * Every window a client sends (a report's period, a championship's hours) has both ends under
 * this rule, so that none spans more than those days, whatever its own limit.
 */
export const requestInstantSchema = z.iso
  .datetime({ offset: true })
  .refine(
    (instant) => isInstantWithinRequestWindow(instant, new Date()),
    'Outside the dates the app works with',
  );
