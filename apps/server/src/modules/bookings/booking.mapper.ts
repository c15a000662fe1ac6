import { utcToClubLocal, type MyBooking } from '@courtside/shared';
import type { BookingWithPlace } from './bookings.repo.js';

const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** Club-local date and times of an instant range, as the booking screens show them. */
export function localTimes(startsAt: string, endsAt: string, timeZone: string) {
  const start = utcToClubLocal(startsAt, timeZone);
  const end = utcToClubLocal(endsAt, timeZone);
  return {
    date: start.date,
    startTime: hhmm(start.hour, start.minute),
    endTime: hhmm(end.hour, end.minute),
  };
}

export function toMyBooking(row: BookingWithPlace): MyBooking {
  return {
    id: row.id,
    ...localTimes(row.starts_at, row.ends_at, row.club_time_zone),
    duration: row.duration_minutes as 60 | 120,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.payment_method,
    court: {
      id: row.court_id,
      name: row.court_name,
      club: {
        id: row.club_id,
        name: row.club_name,
        address: row.club_address,
        latitude: row.club_latitude,
        longitude: row.club_longitude,
        photo: row.club_photo,
        timeZone: row.club_time_zone,
        currency: row.club_currency,
      },
    },
  };
}
