import {
  bookingDurationQuerySchema,
  hourMinuteSchema,
  isoDateSchema,
  type BookingDuration,
} from '@courtside/shared';

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
  const date = isoDateSchema.safeParse(search.get('date'));
  const startTime = hourMinuteSchema.safeParse(search.get('startTime'));
  const endTime = hourMinuteSchema.safeParse(search.get('endTime'));
  const duration = bookingDurationQuerySchema.safeParse(search.get('duration'));
  if (!court || !courtID || !clubID) return null;
  if (!date.success || !startTime.success || !endTime.success || !duration.success) return null;
  return {
    court,
    courtID,
    clubID,
    photo: text('photo'),
    date: date.data,
    startTime: startTime.data,
    endTime: endTime.data,
    duration: duration.data,
  };
}
