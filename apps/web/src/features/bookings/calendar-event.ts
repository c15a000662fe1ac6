import type { MyBooking } from '@courtside/shared';

export interface CalendarTexts {
  /** The event's title, e.g. 'Padel · Court 1'. */
  title: string;
  description: string;
}

/** An instant as iCalendar's UTC form, e.g. 20261121T160000Z. */
function utcStamp(instant: string | number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** iCalendar TEXT: backslashes, semicolons, commas and line breaks escaped (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: the rest continues on lines starting with a space. */
function folded(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let part = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(part + char).length > limit) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  return [...parts, part].join('\r\n ');
}

/**
 * An iCalendar (.ics) event for a booking, so the phone's calendar reminds the player. Times
 * are the booking's UTC instants: calendars show them in the phone's own zone, which is right.
 * Written here rather than by a library: one event needs a few lines, and the library with
 * its validator weighed 18 kB as sent on the booking screens.
 */
export function bookingCalendarEvent(booking: MyBooking, texts: CalendarTexts): string {
  const { club } = booking.court;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:courtside/bookings',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${booking.id}@courtside`,
    `DTSTAMP:${utcStamp(Date.now())}`,
    `DTSTART:${utcStamp(booking.startsAt)}`,
    `DTEND:${utcStamp(booking.endsAt)}`,
    `SUMMARY:${text(texts.title)}`,
    `DESCRIPTION:${text(texts.description)}`,
    `LOCATION:${text([club.name, club.address].filter(Boolean).join(', '))}`,
    `GEO:${club.latitude};${club.longitude}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}

export function calendarFileName(booking: MyBooking): string {
  return `booking-${booking.date}-${booking.startTime.replace(':', '')}.ics`;
}
