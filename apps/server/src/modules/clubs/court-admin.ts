import {
  clubLocalRange,
  conflictCodes,
  type OwnedCourt,
  type ValidCourtInput,
  slotMinutes,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { Uploads } from '#server/modules/uploads/uploads.service.js';
import type { ClubAccess } from './club-access.js';
import type { ClubRow, ClubsRepo } from './clubs.repo.js';
import {
  createCourtAdminRepo,
  type AdminCourtRow,
  type CourtAdminRepo,
} from './court-admin.repo.js';
import { applicablePrice, type PriceRow } from './pricing.js';

/** What occupies a court from an instant on: one booking, match, championship or activity. */
export interface FutureClaim {
  owner_kind: string;
  owner_id: string;
  first_slot: string;
  /** How many half hours it holds. */
  slots: number;
  /** Who booked it, for a booking; what it is, otherwise. */
  name: string | null;
}

export interface CourtAdminDeps {
  db: Kysely<Database>;
  clubs: ClubsRepo;
  access: ClubAccess;
  clock: Clock;
  /**
   * Drops what every server process keeps in memory about a court its owner changed; settles
   * once they have been handed the signal, so the owner is answered after that. (A booking
   * also claims with the court's version, which a change moves on: court-admin.repo.ts.)
   */
  forget(courtId: string): Promise<void>;
  uploads: Pick<Uploads, 'saveImage' | 'removeImage'>;
  /** Court time's lock: no claim is in flight, nor starts, until the transaction ends. */
  blockNewClaims(tx: Tx): Promise<void>;
  /**
   * Court time's claims of the court at or after `fromIso` (a hold still running counts), one
   * per owner, soonest first, read in `tx`: what keeps the court from retiring.
   */
  futureClaims(tx: Tx, courtId: string, fromIso: string): Promise<FutureClaim[]>;
}

const hourMs = 3_600_000;
const slotMs = slotMinutes * 60_000;

function toOwnedCourt(court: AdminCourtRow, club: ClubRow, prices: PriceRow[]): OwnedCourt {
  const price = applicablePrice(court, prices);
  return {
    id: court.id,
    name: court.name,
    type: court.sport,
    capacity: court.capacity,
    courtType: court.court_type,
    photo: court.photo,
    description: court.description,
    price: price?.amount_per_hour ?? null,
    currency: price?.currency ?? club.currency,
    peaks: price?.peaks ?? [],
    retiredAt: court.retired_at,
  };
}

function courtFields(input: ValidCourtInput) {
  return {
    name: input.name,
    sport: input.type,
    capacity: input.capacity,
    court_type: input.type === 'padel' ? input.courtType : null,
    description: input.description || null,
  };
}

/** One line of the refusal to retire: when, and who or what holds the court. */
function describeClaim(claim: FutureClaim, timeZone: string) {
  const end = new Date(Date.parse(claim.first_slot) + Number(claim.slots) * slotMs).toISOString();
  const when = clubLocalRange(claim.first_slot, end, timeZone);
  const who = claim.name ?? claim.owner_kind;
  return {
    field: `${claim.owner_kind}:${claim.owner_id}`,
    message: `${when.date} ${when.startTime}–${when.endTime} ${who}`,
  };
}

/** The court and its club, when the caller may change the club's courts (404, 403 if not). */
async function ownCourtOf(
  access: ClubAccess,
  admin: CourtAdminRepo,
  userId: string,
  courtId: string,
) {
  const court = await admin.court(courtId);
  if (!court) throw notFound('Court');
  return { club: await access.clubFor(userId, court.club_id, 'courts'), court };
}

async function ownedCourt(
  clubs: ClubsRepo,
  admin: CourtAdminRepo,
  club: ClubRow,
  courtId: string,
): Promise<OwnedCourt> {
  const [court, prices] = await Promise.all([admin.court(courtId), clubs.priceRows([club.id])]);
  if (!court) throw notFound('Court');
  return toOwnedCourt(court, club, prices);
}

/**
 * Retires a court that holds no claim from this hour on, with court time's lock held so that
 * no claim is in flight meanwhile; otherwise refuses with what holds it.
 */
async function retireIfFree(deps: CourtAdminDeps, club: ClubRow, courtId: string) {
  const now = deps.clock.now();
  const fromIso = new Date(Math.floor(now.getTime() / hourMs) * hourMs).toISOString();
  await inTransaction(deps.db, async (tx) => {
    await deps.blockNewClaims(tx);
    const claims = await deps.futureClaims(tx, courtId, fromIso);
    if (claims.length > 0)
      throw conflict(
        conflictCodes.COURT_HAS_FUTURE_BOOKINGS,
        'This court has future bookings: move or cancel them first',
        claims.map((claim) => describeClaim(claim, club.time_zone)),
      );
    await createCourtAdminRepo(tx.db).updateCourt(courtId, { retired_at: now.toISOString() });
  });
}

/**
 * A new court of the club with its price, in the caller's transaction (an owner adding one,
 * or the platform's admin opening a club with its first); answers its id.
 */
export async function insertCourt(
  tx: Tx,
  club: Pick<ClubRow, 'id' | 'currency'>,
  input: ValidCourtInput,
  now: Date,
): Promise<string> {
  const id = newId();
  const repo = createCourtAdminRepo(tx.db);
  await repo.insertCourt({
    id,
    club_id: club.id,
    photo: null,
    created_at: now.toISOString(),
    ...courtFields(input),
  });
  await repo.setCourtPrice(
    { id, club_id: club.id, sport: input.type },
    { amount: input.price, currency: club.currency, peaks: input.peaks },
  );
  return id;
}

/** SPEC 2 Add court/future: an owner adds, edits and retires the courts of their club. */
export function createCourtAdmin(deps: CourtAdminDeps) {
  const { db, clubs, access, clock, forget, uploads } = deps;
  const admin = createCourtAdminRepo(db);

  const clubOf = (ownerId: string) => access.clubRunBy(ownerId, 'courts');
  const ownCourt = (ownerId: string, courtId: string) =>
    ownCourtOf(access, admin, ownerId, courtId);
  const owned = (club: ClubRow, courtId: string) => ownedCourt(clubs, admin, club, courtId);

  return {
    async courts(ownerId: string): Promise<OwnedCourt[]> {
      const club = await clubOf(ownerId);
      const [courts, prices] = await Promise.all([
        admin.courtsOfClub(club.id),
        clubs.priceRows([club.id]),
      ]);
      return courts.map((court) => toOwnedCourt(court, club, prices));
    },

    async add(ownerId: string, input: ValidCourtInput): Promise<OwnedCourt> {
      const club = await clubOf(ownerId);
      const id = await inTransaction(db, (tx) => insertCourt(tx, club, input, clock.now()));
      return owned(club, id);
    },

    async edit(ownerId: string, courtId: string, input: ValidCourtInput): Promise<OwnedCourt> {
      const { club, court } = await ownCourt(ownerId, courtId);
      if (court.retired_at !== null)
        throw conflict(conflictCodes.COURT_RETIRED, 'This court is retired');
      await inTransaction(db, async (tx) => {
        const repo = createCourtAdminRepo(tx.db);
        await repo.updateCourt(courtId, courtFields(input));
        await repo.setCourtPrice(
          { id: courtId, club_id: club.id, sport: input.type },
          { amount: input.price, currency: club.currency, peaks: input.peaks },
        );
      });
      await forget(courtId);
      return owned(club, courtId);
    },

    /** Sets the court's photo: re-encoded and kept by the uploads module; the old one goes. */
    async setPhoto(ownerId: string, courtId: string, bytes: Buffer): Promise<OwnedCourt> {
      const { club, court } = await ownCourt(ownerId, courtId);
      if (court.retired_at !== null)
        throw conflict(conflictCodes.COURT_RETIRED, 'This court is retired');
      const image = await uploads.saveImage('court', bytes);
      const previous = await admin.swapPhoto(courtId, image.url);
      await forget(courtId);
      await uploads.removeImage(previous);
      return owned(club, courtId);
    },

    /**
     * Retires a court: it keeps its history and takes no new booking. Refused (409, the
     * bookings listed) while anything holds one of its hours from the one in progress on.
     */
    async retire(ownerId: string, courtId: string): Promise<OwnedCourt> {
      const { club, court } = await ownCourt(ownerId, courtId);
      if (court.retired_at !== null) return owned(club, courtId);
      await retireIfFree(deps, club, courtId);
      await forget(courtId);
      return owned(club, courtId);
    },
  };
}
export type CourtAdmin = ReturnType<typeof createCourtAdmin>;
