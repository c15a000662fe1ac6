import {
  type Club,
  type CourtDetail,
  type MyClub,
  type PeakPrice,
  type Price,
  type Sport,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/database.js';
import { notFound } from '#server/lib/domain-error.js';
import { toClubSummary, toCourtSummary, toPrice } from './clubs.mapper.js';
import type { CourtWithClub } from './clubs.repo.js';
import { createCourtAdmin, type CourtAdminDeps } from './court-admin.js';
import { createCourtDetails, type Deps } from './court-details.js';
import { clubOwnersData, createOwnership } from './ownership.js';
import { applicablePrice, specificityOf } from './pricing.js';

export type { CourtWithClub } from './clubs.repo.js';
export { checkClubOwner } from './ownership.js';

/** A court, its club and the price of 60 minutes there: what a booking needs to be placed. */
export interface BookingPlace extends CourtWithClub {
  price: { amount: number; currency: string; peaks: PeakPrice[] } | null;
}

/**
 * Every booking reads its court, club and prices, which change only when their owner edits
 * them: a place is kept for a second, as the day read is (docs/decisions.md), so a price
 * edit applies to bookings started a second later at most.
 */
const placeTtlMs = 1_000;

async function existingClubOf(clubs: Deps['clubs'], clubId: string) {
  const club = await clubs.findClub(clubId);
  if (!club) throw notFound('Club');
  return club;
}

type ServiceDeps = Deps & { db: Kysely<Database> } & Pick<
    CourtAdminDeps,
    'uploads' | 'blockNewClaims'
  >;

export function createClubsService(deps: ServiceDeps) {
  const { db, clubs, clock, takenHours, uploads, blockNewClaims } = deps;
  const places = new LRUCache<string, BookingPlace>({ max: 2_000, ttl: placeTtlMs });
  const forget = (courtId: string) => places.delete(courtId);
  const ownership = createOwnership(clubs);
  const admin = createCourtAdmin({ db, clubs, ownership, clock, forget, uploads, blockNewClaims });
  const withDetails = createCourtDetails({ clubs, clock, takenHours });

  const existingClub = (clubId: string) => existingClubOf(clubs, clubId);

  return {
    /** SPEC 2 Add court/future: the owner's courts, retired ones included. */
    admin,

    ...ownership,

    personalData: clubOwnersData,

    /** A court with its club and its price per hour; null when there is no such court. */
    async bookingPlace(courtId: string): Promise<BookingPlace | null> {
      const kept = places.get(courtId);
      if (kept) return kept;
      const found = await clubs.courtWithPrices(courtId);
      if (!found) return null;
      const price = applicablePrice(found.place.court, found.prices);
      const { amount_per_hour: amount, currency, peaks } = price ?? {};
      const place = {
        ...found.place,
        price: price ? { amount: amount!, currency: currency!, peaks: peaks! } : null,
      };
      places.set(courtId, place);
      return place;
    },

    /** SPEC 2 Find club: clubs offering the sport, each with its courts of that sport. */
    async listClubs(type?: Sport): Promise<Club[]> {
      const found = await clubs.clubsOffering(type);
      const courts = Map.groupBy(
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
      const club = await ownership.clubOfOwner(ownerId);
      const courts = await clubs.courtsWithClub({ clubId: club.id });
      return { ...toClubSummary(club), courts: await withDetails(courts, 'upcoming') };
    },
  };
}
export type ClubsService = ReturnType<typeof createClubsService>;
