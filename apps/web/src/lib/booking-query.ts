import type { BookingDuration } from '@courtside/shared';
import { bookingDurations, hourMinutePattern, isIsoDate } from '@courtside/shared/rules';

/**
 * SPEC 2: the slot a booking screen hands to the next one in its query (the player's payment
 * screen and the owner's walk-in booking): court (its name), courtID, clubID, photo, date,
 * startTime, endTime, duration.
 */
export interface BookingQuery {
  court: string;
  courtID: string;
  clubID: string;
  photo: string | null;
  date: string;
  startTime: string;
  endTime: string;
  duration: BookingDuration;
}

/** The slot of such a link, or null when the link lacks or garbles a part of it. */
export function parseBookingQuery(search: URLSearchParams): BookingQuery | null {
  const text = (name: string) => search.get(name)?.trim() || null;
  const court = text('court');
  const courtID = text('courtID');
  const clubID = text('clubID');
  // The shared schemas' rules, read without zod: the screens behind these links paint first.
  const date = search.get('date');
  const hourMinute = (name: string) => {
    const value = search.get(name);
    return value !== null && hourMinutePattern.test(value) ? value : null;
  };
  // Games start on the hour or the half hour, as the booking schemas ask.
  const start = hourMinute('startTime');
  const startTime = start !== null && /:[03]0$/.test(start) ? start : null;
  const endTime = hourMinute('endTime');
  const duration = bookingDurations.find((minutes) => String(minutes) === search.get('duration'));
  if (!court || !courtID || !clubID || !isIsoDate(date)) return null;
  if (!startTime || !endTime || !duration) return null;
  return { court, courtID, clubID, photo: text('photo'), date, startTime, endTime, duration };
}
