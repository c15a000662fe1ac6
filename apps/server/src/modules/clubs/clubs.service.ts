import {
  courtTypes,
  type Club,
  type CourtDetail,
  type MyClub,
  type Price,
  type Sport,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { notFound } from '#server/lib/domain-error.js';
import { toClubSaleTerms, toClubSummary, toCourtSummary, toPrice } from './clubs.mapper.js';
import { createClubTerms } from './club-terms.js';
import type { ClubRow, CourtRow } from './clubs.repo.js';
import { createClubSearchRepo } from './club-search.repo.js';
import { createClubPages } from './club-pages.js';
import { createBookingPlaces } from './booking-places.js';
import { createCourtAdmin, type CourtAdminDeps } from './court-admin.js';
import { createCourtDetails, type Deps } from './court-details.js';
import { createClubAccess } from './club-access.js';
import { clubStaffRepo } from './club-staff.repo.js';
import { createFavouriteClubs } from './favourite-clubs.js';
import { favouriteClubsRepo } from './favourite-clubs.repo.js';
import { applicablePrice, specificityOf } from './pricing.js';

export type { CourtWithClub } from './clubs.repo.js';
export type { BookingPlace } from './booking-places.js';
export {
  actsOnClub,
  checkActsOnClub,
  checkClubAccess,
  clubActor,
  mayActOnClub,
  roleAtClub,
  type ClubAction,
  type ClubActor,
} from './club-access.js';
export { clubStaffRepo, type StaffPost } from './club-staff.repo.js';
export { clubRecords, type ClubRecord } from './club-records.repo.js';
export { clubReads } from './club-reads.repo.js';
export { toCancellationRule, toSaleTerms } from './clubs.mapper.js';
export type { ClubRow } from './club-rows.js';
export { insertCourt } from './court-admin.js';

/** The clubs as listed for finding a court, each with its open courts of the sport. */
async function withCourts(
  clubs: Deps['clubs'],
  found: ClubRow[],
  type: Sport | undefined,
  favourites: ReadonlySet<string>,
): Promise<Club[]> {
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
    courtTypes: courtTypes.filter((kind) =>
      courts.get(club.id)?.some((court) => court.court_type === kind),
    ),
    sales: toClubSaleTerms(club),
    favourite: favourites.has(club.id),
  }));
}

/** The items that pass the test, then the others, each in the order given. */
function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const passed: T[] = [];
  const failed: T[] = [];
  for (const item of items) (test(item) ? passed : failed).push(item);
  return [passed, failed];
}

/** The clubs offering the sport with their courts: the caller's favourites, then the rest, each by name. */
async function favouritesFirst(
  db: Kysely<Database>,
  clubs: Deps['clubs'],
  callerId: string,
  type: Sport | undefined,
): Promise<Club[]> {
  const [found, favourites] = await Promise.all([
    clubs.clubsOffering(type),
    favouriteClubsRepo.idsOf(db, callerId),
  ]);
  const [first, rest] = partition(found, (club) => favourites.has(club.id));
  return withCourts(clubs, [...first, ...rest], type, favourites);
}

/**
 * A club as players open it: a suspended club is not found, by its address either, as it is
 * off every list (its owner and the admin read it through their own screens).
 */
async function openClubOf(clubs: Deps['clubs'], clubId: string) {
  const club = await clubs.findClub(clubId);
  if (!club || club.suspended_at !== null) throw notFound('Club');
  return club;
}

type ServiceDeps = Deps & { db: Kysely<Database> } & Pick<
    CourtAdminDeps,
    'uploads' | 'blockNewClaims' | 'futureClaims'
  > & {
    /**
     * Tells every server process that a court or its prices changed (they drop theirs);
     * settles once the signal has reached them.
     */
    placesChanged(): Promise<void>;
  };

type FavouritesData = ReturnType<typeof createFavouriteClubs>['personalData'];

/** An owner's clubs, the clubs a player marked as favourites, and where they work. */
function clubsPersonalData(favourites: FavouritesData) {
  return {
    release: favourites.release,
    async erase(tx: Tx, userId: string) {
      await favourites.erase(tx, userId);
      await clubStaffRepo.removeAllOf(tx.db, userId);
    },
    exportOf: async (from: Kysely<Database>, userId: string) => ({
      ...(await favourites.exportOf(from, userId)),
      staffPosts: await clubStaffRepo.exportOf(from, userId),
    }),
  };
}

export function createClubsService(deps: ServiceDeps) {
  const { db, clubs, clock, takenHours } = deps;
  const places = createBookingPlaces(clubs, deps.placesChanged);
  const { forget } = places;
  const access = createClubAccess(db, clubs);
  const admin = createCourtAdmin({ ...deps, access, forget });
  const withDetails = createCourtDetails({ clubs, clock, takenHours });

  const openClub = (clubId: string) => openClubOf(clubs, clubId);
  const { personalData: favouritesData, ...favourites } = createFavouriteClubs({
    db,
    clubs,
    clock,
  });

  return {
    /** SPEC 2 Add court/future: the owner's courts, retired ones included. */
    admin,

    /** The heart on a club: marking and unmarking. */
    ...favourites,

    personalData: clubsPersonalData(favouritesData),

    /** Who may act on a club: the one check, with the one refusal, of every owner's action. */
    access,

    /** Where `userId` works on a club's staff, and as what (null for most people). */
    staffPostOf: (userId: string) => clubStaffRepo.postOf(db, userId),

    /** The club's courts that take new claims (retired ones left out), of one sport if given. */
    courtsInPlay(clubId: string, sport?: Sport): Promise<CourtRow[]> {
      return clubs.courtsOfClubs([clubId], sport);
    },

    /** Drops every court kept: one changed on another server process. */
    forgetPlaces: places.forgetAll,

    /**
     * A club changed (its name, place or state): every process drops the courts it keeps. The
     * admin's answer does not wait for that: what matters at once, a suspension, every claim
     * checks in the database.
     */
    clubChanged(): void {
      places.forgetAll();
      void deps.placesChanged();
    },

    /** A court with its club and its price per hour; null when there is no such court. */
    bookingPlace: places.of,
    /** The same, read from the database, not from what this process keeps. */
    freshBookingPlace: places.readAgain,

    /** SPEC 2 Find club: clubs of the sport with their courts, the caller's favourites first. */
    listClubs: (callerId: string, type?: Sport) => favouritesFirst(db, clubs, callerId, type),

    /**
     * SPEC 2 Find club a page at a time: the caller's favourites first, then the others;
     * nearest first, or by name without a position.
     */
    clubPage: createClubPages(createClubSearchRepo(db), (found, type, favourites) =>
      withCourts(clubs, found, type, favourites),
    ),

    /** A club's courts (only the listed ones when ids are given; other clubs' ids are ignored). */
    async clubCourts(
      clubId: string,
      query: { court?: readonly string[]; date?: string },
    ): Promise<CourtDetail[]> {
      await openClub(clubId);
      const courts = await clubs.courtsWithClub({ clubId, courtIds: query.court });
      return withDetails(courts, { date: query.date });
    },

    /** The courts of the club the caller runs or works at (none when there is no such club). */
    async ownerCourts(userId: string): Promise<CourtDetail[]> {
      const club = await access.clubRunByIfAny(userId, 'bookings');
      return club ? withDetails(await clubs.courtsWithClub({ clubId: club.id }), {}) : [];
    },

    async allCourts(query: { type?: Sport; date?: string }): Promise<CourtDetail[]> {
      const courts = await clubs.courtsWithClub({ sport: query.type, openClubsOnly: true });
      return withDetails(courts, { date: query.date });
    },

    async court(id: string, date?: string): Promise<CourtDetail> {
      const [detail] = await withDetails(await clubs.courtsWithClub({ courtIds: [id] }), { date });
      if (!detail) throw notFound('Court');
      return detail;
    },

    /** SPEC 3 Price: the club's prices, the one that applies to the given court first. */
    async clubPrices(clubId: string, courtId?: string): Promise<Price[]> {
      await openClub(clubId);
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

    ...createClubTerms({ access, clubs, placesChanged: places.forgetAll, deps }),

    /** The owner's club with its courts and every booking not yet over. */
    async myClub(ownerId: string): Promise<MyClub> {
      const club = await access.clubRunBy(ownerId, 'bookings');
      const courts = await clubs.courtsWithClub({ clubId: club.id });
      return { ...toClubSummary(club), courts: await withDetails(courts, 'upcoming') };
    },
  };
}
export type ClubsService = ReturnType<typeof createClubsService>;
