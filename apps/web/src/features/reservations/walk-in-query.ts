import {
  bookingDurationQuerySchema,
  hourMinuteSchema,
  isoDateSchema,
  type BookingDuration,
} from '@courtside/shared';

/** The slot to book, as the court's day handed it over in the query (SPEC 2). */
export interface WalkInSlot {
  court: string;
  courtID: string;
  clubID: string;
  photo: string | null;
  date: string;
  startTime: string;
  endTime: string;
  duration: BookingDuration;
}

/** The slot of a walk-in link, or null when the link lacks or garbles a part of it. */
export function parseWalkInQuery(search: URLSearchParams): WalkInSlot | null {
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
