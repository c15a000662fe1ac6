import {
  slotTimes,
  utcToClubLocal,
  type BookingDuration,
  type ClubSummary,
  type CourtBookingSlot,
  type CourtDetail,
  type CourtSummary,
  type Price,
} from '@courtside/shared';
import type { ClubRow, CourtRow, CourtWithClub, TakenBookingRow } from './clubs.repo.js';
import type { PriceRow } from './pricing.js';

export function toClubSummary(club: ClubRow): ClubSummary {
  return {
    id: club.id,
    name: club.name,
    address: club.address,
    latitude: club.latitude,
    longitude: club.longitude,
    photo: club.photo,
    timeZone: club.time_zone,
    currency: club.currency,
  };
}

export function toCourtSummary(court: CourtRow): CourtSummary {
  return {
    id: court.id,
    name: court.name,
    type: court.sport,
    capacity: court.capacity,
    photo: court.photo,
    description: court.description,
  };
}

/** A taken slot as the club's clock shows it; bookings start on the hour (SPEC 5). */
export function toBookingSlot(row: TakenBookingRow, timeZone: string): CourtBookingSlot {
  const start = utcToClubLocal(row.starts_at, timeZone);
  const duration = row.duration_minutes as BookingDuration;
  return { date: start.date, ...slotTimes(start.hour, duration), duration };
}

export function toCourtDetail(
  { court, club }: CourtWithClub,
  price: PriceRow | undefined,
  bookings: CourtBookingSlot[],
): CourtDetail {
  return {
    ...toCourtSummary(court),
    club: toClubSummary(club),
    price: price?.amount_per_hour ?? null,
    currency: price?.currency ?? club.currency,
    bookings,
  };
}

export function toPrice(row: PriceRow): Price {
  return {
    price: row.amount_per_hour,
    currency: row.currency,
    sport: row.sport,
    courtId: row.court_id,
  };
}
