import { describe, expect, it } from 'vitest';
import { aMyBooking } from '@/test/booking-fixtures';
import { bookingCalendarEvent } from './calendar-event';

describe('a booking as an iCalendar event (RFC 5545)', () => {
  const event = (description: string) =>
    bookingCalendarEvent(aMyBooking(), { title: 'Court 1 · Nile Padel Club', description });

  it('ends every line with CRLF and escapes text', () => {
    const ics = event('Bring; water, and\na racket \\ balls');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain('DESCRIPTION:Bring\\; water\\, and\\na racket \\\\ balls');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    // Arabic letters take two octets each in UTF-8.
    const long = 'احجز ملعبك '.repeat(12);
    const lines = event(long).split('\r\n');
    const encoder = new TextEncoder();
    expect(lines.every((line) => encoder.encode(line).length <= 75)).toBe(true);
    const start = lines.findIndex((line) => line.startsWith('DESCRIPTION:'));
    const after = lines.slice(start + 1);
    const continued = after.slice(
      0,
      after.findIndex((line) => !line.startsWith(' ')),
    );
    expect(continued.length).toBeGreaterThan(1);
    // Unfolding (dropping each CRLF and the space after it) gives the text back whole.
    const unfolded = [lines[start], ...continued.map((line) => line.slice(1))].join('');
    expect(unfolded).toBe(`DESCRIPTION:${long}`);
  });
});
