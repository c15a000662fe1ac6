import { createEvent } from 'ics';
import type { MyBooking } from '@courtside/shared';

export interface CalendarTexts {
  /** The event's title, e.g. 'Padel · Court 1'. */
  title: string;
  description: string;
}

/**
 * An iCalendar (.ics) event for a booking, so the phone's calendar reminds the player. Times
 * are the booking's UTC instants: calendars show them in the phone's own zone, which is right.
 */
export function bookingCalendarEvent(booking: MyBooking, texts: CalendarTexts): string {
  const { error, value } = createEvent({
    uid: `${booking.id}@courtside`,
    productId: 'courtside/bookings',
    start: Date.parse(booking.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: texts.title,
    description: texts.description,
    location: [booking.court.club.name, booking.court.club.address].filter(Boolean).join(', '),
    geo: { lat: booking.court.club.latitude, lon: booking.court.club.longitude },
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar event');
  return value;
}

export function calendarFileName(booking: MyBooking): string {
  return `booking-${booking.date}-${booking.startTime.replace(':', '')}.ics`;
}
