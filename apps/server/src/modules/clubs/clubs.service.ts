import {
  clubToday,
  type Club,
  type CourtDetail,
  type MyClub,
  type Price,
  type Sport,
} from '@courtside/shared';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/domain-error.js';
import {
  toClubSummary,
  toCourtDetail,
  toCourtSummary,
  toBookingSlot,
  toPrice,
} from './clubs.mapper.js';
import type { ClubsRepo, CourtWithClub } from './clubs.repo.js';
import { applicablePrice, specificityOf } from './pricing.js';

export type { CourtWithClub } from './clubs.repo.js';

/** A court, its club and the price of 60 minutes there: what a booking needs to be placed. */
export interface BookingPlace extends CourtWithClub {
  price: { amount: number; currency: string } | null;
}

interface Deps {
  clubs: ClubsRepo;
  clock: Clock;
  /** Taken court hours in [fromIso, toIso): court time's claims. */
  takenHours(
    courtIds: readonly string[],
    fromIso: string,
    toIso: string,
  ): Promise<Array<{ court_id: string; hour_start: string }>>;
}

/**
 * Which taken slots a court detail carries: those of one club-local day (the club's today
 * unless a date is given), or every one not yet over.
 */
type ShownBookings = { date?: string } | 'upcoming';

const dayMs = 86_400_000;

/** Midnight UTC `days` days after a date, as stored instants are written. */
function utcMidnight(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * dayMs).toISOString();
}

/**
 * Instants that cover the given club-local days in any time zone (offsets lie within a day
 * of UTC); bookings outside a court's own day are dropped once converted to its club's clock.
 */
function rangeOfDays(dates: readonly string[]): { fromIso: string; toIso: string } {
  const sorted = [...dates].sort();
  return { fromIso: utcMidnight(sorted[0]!, -1), toIso: utcMidnight(sorted.at(-1)!, 2) };
}

// Map.groupBy needs Node 21; the server still runs on 20.19.
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export function createClubsService({ clubs, clock, takenHours }: Deps) {
  /** Prices and taken slots of any number of courts in two queries, never one per court. */
  async function withDetails(
    courts: readonly CourtWithClub[],
    shown: ShownBookings,
  ): Promise<CourtDetail[]> {
    if (courts.length === 0) return [];
    const now = clock.now();
    const days = courts.map(({ club }) =>
      shown === 'upcoming' ? null : (shown.date ?? clubToday(club.time_zone, now)),
    );
    // The hour in progress is not over yet, so 'upcoming' starts an hour back.
    const range =
      shown === 'upcoming'
        ? { fromIso: new Date(now.getTime() - 3_600_000).toISOString(), toIso: '9999-12-31' }
        : rangeOfDays(days.filter((day) => day !== null));
    const [prices, taken] = await Promise.all([
      clubs.priceRows([...new Set(courts.map(({ club }) => club.id))]),
      takenHours(
        courts.map(({ court }) => court.id),
        range.fromIso,
        range.toIso,
      ),
    ]);
    const takenByCourt = groupBy(taken, (booking) => booking.court_id);
    return courts.map((entry, index) => {
      const slots = (takenByCourt.get(entry.court.id) ?? [])
        .map((booking) => toBookingSlot(booking, entry.club.time_zone))
        .filter((slot) => days[index] === null || slot.date === days[index]);
      return toCourtDetail(entry, applicablePrice(entry.court, prices), slots);
    });
  }

  async function existingClub(clubId: string) {
    const club = await clubs.findClub(clubId);
    if (!club) throw notFound('Club');
    return club;
  }

  return {
    /** A court with its club and its price per hour; null when there is no such court. */
    async bookingPlace(courtId: string): Promise<BookingPlace | null> {
      const found = await clubs.courtWithPrices(courtId);
      if (!found) return null;
      const price = applicablePrice(found.place.court, found.prices);
      return {
        ...found.place,
        price: price ? { amount: price.amount_per_hour, currency: price.currency } : null,
      };
    },

    /** SPEC 2 Find club: clubs offering the sport, each with its courts of that sport. */
    async listClubs(type?: Sport): Promise<Club[]> {
      const found = await clubs.clubsOffering(type);
      const courts = groupBy(
        await clubs.courtsOfClubs(
          found.map((club) => club.id),
          type,
        ),
        (court) => court.club_id,
      );
      return found.map((club) => ({
        ...toClubSummary(club),
        type: type ?? null,
        courts: (courts.get(club.id) ?? []).map(toCourtSummary),
      }));
    },

    /** A club's courts (only the listed ones when ids are given; other clubs' ids are ignored). */
    async clubCourts(
      clubId: string,
      query: { court?: readonly string[]; date?: string },
    ): Promise<CourtDetail[]> {
      await existingClub(clubId);
      const courts = await clubs.courtsWithClub({ clubId, courtIds: query.court });
      return withDetails(courts, { date: query.date });
    },

    async ownerCourts(ownerId: string): Promise<CourtDetail[]> {
      return withDetails(await clubs.courtsWithClub({ ownerId }), {});
    },

    async allCourts(query: { type?: Sport; date?: string }): Promise<CourtDetail[]> {
      const courts = await clubs.courtsWithClub({ sport: query.type });
      return withDetails(courts, { date: query.date });
    },

    async court(id: string, date?: string): Promise<CourtDetail> {
      const [detail] = await withDetails(await clubs.courtsWithClub({ courtIds: [id] }), { date });
      if (!detail) throw notFound('Court');
      return detail;
    },

    /** SPEC 3 Price: the club's prices, the one that applies to the given court first. */
    async clubPrices(clubId: string, courtId?: string): Promise<Price[]> {
      await existingClub(clubId);
      const rows = (await clubs.priceRows([clubId])).sort(
        (a, b) => specificityOf(a) - specificityOf(b),
      );
      if (!courtId) return rows.map(toPrice);
      const [entry] = await clubs.courtsWithClub({ clubId, courtIds: [courtId] });
      if (!entry) throw notFound('Court');
      const applicable = applicablePrice(entry.court, rows);
      if (!applicable) throw notFound('Price of this court');
      return [applicable, ...rows.filter((row) => row !== applicable)].map(toPrice);
    },

    /** The owner's club with its courts and every booking not yet over. */
    async myClub(ownerId: string): Promise<MyClub> {
      const club = await clubs.clubOfOwner(ownerId);
      if (!club) throw notFound('Club');
      const courts = await clubs.courtsWithClub({ clubId: club.id });
      return { ...toClubSummary(club), courts: await withDetails(courts, 'upcoming') };
    },
  };
}
export type ClubsService = ReturnType<typeof createClubsService>;
