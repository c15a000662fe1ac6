import {
  type BookingDuration,
  type CancellationRule,
  type ClubSaleTerms,
  type Sport,
  slotMinutes,
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

type SaleColumns = Pick<
  ClubRow,
  'padel_lengths' | 'padel_start_every' | 'football_lengths' | 'football_start_every'
>;

/** What a club sells of one sport, from the columns it is kept in. */
export function toSaleTerms(club: SaleColumns, sport: Sport): ClubSaleTerms[Sport] {
  const [lengths, startEvery] =
    sport === 'padel'
      ? [club.padel_lengths, club.padel_start_every]
      : [club.football_lengths, club.football_start_every];
  return {
    lengths: lengths.split(',').map(Number) as BookingDuration[],
    startEvery: startEvery === 30 ? 30 : 60,
  };
}

export function toClubSaleTerms(club: SaleColumns): ClubSaleTerms {
  return { padel: toSaleTerms(club, 'padel'), football: toSaleTerms(club, 'football') };
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
    bookingWindowDays: club.booking_window_days,
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

/**
 * A court's taken half hours (oldest first) in its club's hours, those that follow each other
 * as one slot: 19:30 for 90 minutes, whatever holds it.
 */
export function toBookingSlots(
  rows: readonly { slot_start: string }[],
  timeZone: string,
): CourtBookingSlot[] {
  const slots: CourtBookingSlot[] = [];
  for (const row of rows) {
    const start = utcToClubLocal(row.slot_start, timeZone);
    const half = slotTimes(start.hour * 60 + start.minute, slotMinutes);
    const last = slots.at(-1);
    if (last && last.date === start.date && last.endTime === half.startTime) {
      last.endTime = half.endTime;
      last.duration += slotMinutes;
    } else slots.push({ date: start.date, ...half, duration: slotMinutes });
  }
  return slots;
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
    sale: toSaleTerms(club, court.sport),
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
