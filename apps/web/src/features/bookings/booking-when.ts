import { dateTimeFormat, hourOfStartTime } from '@courtside/shared/rules';
import { formatCalendarDate } from '../../lib/calendar-date';

/**
 * SPEC 2 My Booking: 'weekday | day/month | hour am/pm', e.g. 'Sat | 21/11 | 6 pm', in the
 * club's local day and hour, with the interface language's names and digits.
 */
export function bookingWhen(date: string, startTime: string, locale: string): string {
  const weekday = formatCalendarDate(date, locale, { weekday: 'short' });
  const day = formatCalendarDate(date, locale, { day: 'numeric' });
  const month = formatCalendarDate(date, locale, { month: 'numeric' });
  const hour = dateTimeFormat(locale, {
    hour: 'numeric',
    hour12: true,
    timeZone: 'UTC',
  })
    .format(Date.UTC(2000, 0, 1, hourOfStartTime(startTime)))
    .toLocaleLowerCase(locale);
  return `${weekday} | ${day}/${month} | ${hour}`;
}
