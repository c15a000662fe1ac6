import { dateTimeFormat } from '@courtside/shared/rules';

/**
 * Formatting of calendar dates ('YYYY-MM-DD') that are already club-local days. They are
 * read at noon UTC and formatted in UTC, so the device's own time zone can never move them
 * to the day before or after.
 */
export function formatCalendarDate(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** 'November 2026' for the month 'YYYY-MM', in the interface language. */
export function formatMonth(month: string, locale: string): string {
  return formatCalendarDate(`${month}-01`, locale, { month: 'long', year: 'numeric' });
}

/** 'Saturday, 21 November 2026': a day named in full, for labels and details. */
export function formatLongDate(date: string, locale: string): string {
  return formatCalendarDate(date, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** 'Sat, 21 Nov': a day in short, for lists. */
export function formatShortDate(date: string, locale: string): string {
  return formatCalendarDate(date, locale, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** A club-local 'HH:MM' in the interface language's digits, on a 24-hour clock. */
export function formatClockTime(time: string, locale: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hour, minute));
}
