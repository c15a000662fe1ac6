import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Calendar dates ('YYYY-MM-DD') are moved as plain UTC dates, so adding a day never
 * lands on 23 or 25 hours; only the final local date and time is placed in the zone,
 * which is where daylight saving is taken into account.
 */

export function localDate(instant: Date, zone: string): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD');
}

export function addToDate(date: string, amount: number, unit: 'day' | 'week' | 'month'): string {
  return dayjs.utc(date).add(amount, unit).format('YYYY-MM-DD');
}

/** Minutes since local midnight, from 'HH:mm'. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The UTC instant (ISO-8601) of a local date and minute of that day in a zone. */
export function localInstant(date: string, minute: number, zone: string): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return new Date(dayjs.tz(`${date} ${hh}:${mm}`, zone).valueOf()).toISOString();
}
