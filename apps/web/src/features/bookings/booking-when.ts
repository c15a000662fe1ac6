import { dateTimeFormat, minuteOfTime } from '@courtside/shared/rules';
import { formatCalendarDate } from '../../lib/calendar-date';

/**
 * SPEC 2 My Booking: 'weekday | day/month | hour am/pm', e.g. 'Sat | 21/11 | 6 pm', in the
 * club's local day and hour, with the interface language's names and digits; a start on the
 * half hour keeps its minutes ('6:30 pm').
 */
export function bookingWhen(date: string, startTime: string, locale: string): string {
  const weekday = formatCalendarDate(date, locale, { weekday: 'short' });
  const day = formatCalendarDate(date, locale, { day: 'numeric' });
  const month = formatCalendarDate(date, locale, { month: 'numeric' });
  const minute = minuteOfTime(startTime);
  const time = dateTimeFormat(locale, {
    hour: 'numeric',
    ...(minute % 60 !== 0 && { minute: '2-digit' }),
    hour12: true,
    timeZone: 'UTC',
  })
    .format(Date.UTC(2000, 0, 1, 0, minute))
    .toLocaleLowerCase(locale);
  return `${weekday} | ${day}/${month} | ${time}`;
}
