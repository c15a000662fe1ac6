import {
  type CancellationRule,
  slotTimes,
  utcToClubLocal,
  type ClubSummary,
  type CourtBookingSlot,
  type CourtDetail,
  type CourtSummary,
  type Price,
} from '@courtside/shared';
import type { ClubRow, CourtRow, CourtWithClub } from './clubs.repo.js';
import type { PriceRow } from './pricing.js';

/** A club's cancellation rule as its players and owner read it. */
export function toCancellationRule(
  club: Pick<ClubRow, 'cancel_notice_hours' | 'late_refund_percent'>,
): CancellationRule {
  return { noticeHours: club.cancel_notice_hours, lateRefundPercent: club.late_refund_percent };
}

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
    cancellation: toCancellationRule(club),
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

/** One taken hour of a court, in its club's hours. */
export function toBookingSlot(row: { hour_start: string }, timeZone: string): CourtBookingSlot {
  const start = utcToClubLocal(row.hour_start, timeZone);
  return { date: start.date, ...slotTimes(start.hour, 60), duration: 60 };
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
    peaks: price?.peaks ?? [],
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
    peaks: row.peaks,
  };
}
