import { sql, type Kysely } from 'kysely';
import type { ClaimOwnerKind, Database } from '#server/db/database.js';
import { reusedQuery } from '#server/db/reused-query.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';

export interface ClaimOwner {
  kind: ClaimOwnerKind;
  id: string;
}

export interface ClaimRow {
  court_id: string;
  slot_start: string;
  owner_kind: ClaimOwnerKind;
  owner_id: string;
  held_until: string | null;
}

/** A claim counts unless it is a hold whose time has run out. */
const live = (nowIso: string) => sql<boolean>`(held_until is null or held_until > ${nowIso})`;

/**
 * The claim's columns, its hours as `hour0`, `hour1`…: one compiled text per count, and the
 * version of the court the caller read, when it claims with what it read (its price).
 */
type ClaimArguments = Omit<ClaimRow, 'slot_start'> &
  Record<`hour${number}`, string> & { court_version?: number };

/**
 * The hours as rows, inserted only while the court is in play: a court retired after the
 * caller looked at it, or of a club suspended since, takes no claim; nor does a court changed
 * since the version the caller read, when it gives one. On PostgreSQL the statement's
 * snapshot follows the table lock a retirement takes on the claims (retireCourt), so it sees
 * that retirement.
 */
const insertFreeHourRows = reusedQuery((db, claim: ClaimArguments) => {
  const { court_id, owner_kind, owner_id, held_until, court_version } = claim;
  const slotStarts = Object.entries(claim).flatMap(([name, value]) =>
    name.startsWith('hour') ? [value as string] : [],
  );
  const text = (value: string | null) => sql<string>`cast(${value} as text)`;
  const hours = sql.join(slotStarts.map((hour) => sql`(${text(hour)})`));
  return db
    .insertInto('court_claims')
    .columns(['court_id', 'slot_start', 'owner_kind', 'owner_id', 'held_until'])
    .expression(
      db
        .selectFrom(sql<{ column1: string }>`(values ${hours})`.as('hours'))
        .select([
          text(court_id).as('court_id'),
          sql<string>`hours.column1`.as('slot_start'),
          text(owner_kind).as('owner_kind'),
          text(owner_id).as('owner_id'),
          text(held_until).as('held_until'),
        ])
        .where(({ exists }) => exists(clubReads.courtTakingClaims(db, court_id, court_version))),
    )
    .onConflict((oc) => oc.columns(['court_id', 'slot_start']).doNothing())
    .returning('slot_start');
});

/**
 * Why the court takes no claims, if it takes none: retired, its club suspended, or changed
 * since the version the caller read (asked only when a claim took nothing).
 */
export async function closedReason(
  db: Kysely<Database>,
  courtId: string,
  seenVersion?: number,
): Promise<'retired' | 'suspended' | 'changed' | null> {
  const place = (await clubReads.placesOfCourts(db, [courtId])).get(courtId);
  if (!place) return null;
  if (place.court.retired_at !== null) return 'retired';
  if (place.club.suspended_at !== null) return 'suspended';
  return seenVersion !== undefined && place.court.version !== seenVersion ? 'changed' : null;
}

/**
 * Holds back every new claim until the caller's transaction ends, so that a court can be
 * retired only with no claim of it in flight (PostgreSQL; SQLite runs one writer at a time).
 */
export async function blockNewClaims(db: Kysely<Database>): Promise<void> {
  if (supportsRowLocks(db))
    await sql`lock table court_claims in share row exclusive mode`.execute(db);
}

/**
 * Inserts the hours nobody holds, if the court is still at `courtVersion` when one is given;
 * answers the ones it took. Never fails on a taken hour.
 */
export async function insertFreeHours(
  db: Kysely<Database>,
  courtId: string,
  slotStarts: readonly string[],
  owner: ClaimOwner,
  heldUntil: string | null,
  courtVersion?: number,
): Promise<string[]> {
  if (slotStarts.length === 0) return [];
  const claim: ClaimArguments = {
    court_id: courtId,
    owner_kind: owner.kind,
    owner_id: owner.id,
    held_until: heldUntil,
    court_version: courtVersion,
  };
  slotStarts.forEach((slotStart, index) => (claim[`hour${index}`] = slotStart));
  const { rows } = await insertFreeHourRows(db, claim);
  return rows.map((row) => row.slot_start);
}

/** Sets the hold time of the owner's own claims among these hours; answers which are its. */
export async function updateOwnHours(
  db: Kysely<Database>,
  courtId: string,
  slotStarts: readonly string[],
  owner: ClaimOwner,
  heldUntil: string | null,
): Promise<string[]> {
  const rows = await db
    .updateTable('court_claims')
    .set({ held_until: heldUntil })
    .where('court_id', '=', courtId)
    .where('slot_start', 'in', slotStarts)
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .returning('slot_start')
    .execute();
  return rows.map((row) => row.slot_start);
}

/** Frees hours whose holds ran out, whoever held them, so they can be taken again. */
export async function deleteLapsedHolds(
  db: Kysely<Database>,
  courtId: string,
  slotStarts: readonly string[],
  nowIso: string,
): Promise<number> {
  const result = await db
    .deleteFrom('court_claims')
    .where('court_id', '=', courtId)
    .where('slot_start', 'in', slotStarts)
    .where('held_until', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes every claim of one owner. On PostgreSQL its rows are first locked in (court, hour)
 * order, the order a claim's own statements lock them in, so the two never deadlock.
 */
export async function deleteOwnerClaims(db: Kysely<Database>, owner: ClaimOwner): Promise<void> {
  if (supportsRowLocks(db))
    await db
      .selectFrom('court_claims')
      .select('slot_start')
      .where('owner_id', '=', owner.id)
      .where('owner_kind', '=', owner.kind)
      .orderBy('court_id')
      .orderBy('slot_start')
      .forUpdate()
      .execute();
  await db
    .deleteFrom('court_claims')
    .where('owner_id', '=', owner.id)
    .where('owner_kind', '=', owner.kind)
    .execute();
}

export async function upsertHold(
  db: Kysely<Database>,
  owner: ClaimOwner,
  holderId: string,
  heldUntil: string,
): Promise<void> {
  await db
    .insertInto('court_holds')
    .values({
      owner_kind: owner.kind,
      owner_id: owner.id,
      holder_id: holderId,
      held_until: heldUntil,
    })
    .onConflict((oc) =>
      oc.columns(['owner_kind', 'owner_id']).doUpdateSet({ held_until: heldUntil }),
    )
    .execute();
}

/** Removes the owner's hold row; with `lapsedBy`, only when its time ran out by then. */
export async function deleteHold(
  db: Kysely<Database>,
  owner: ClaimOwner,
  lapsedBy?: string,
): Promise<void> {
  await db
    .deleteFrom('court_holds')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .$if(lapsedBy !== undefined, (qb) => qb.where('held_until', '<=', lapsedBy!))
    .execute();
}

export async function lapsedHolds(
  db: Kysely<Database>,
  nowIso: string,
  limit: number,
): Promise<ClaimOwner[]> {
  const rows = await db
    .selectFrom('court_holds')
    .select(['owner_kind', 'owner_id'])
    .where('held_until', '<=', nowIso)
    .orderBy('held_until')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ kind: row.owner_kind, id: row.owner_id }));
}

export async function liveHoldCount(
  db: Kysely<Database>,
  holderId: string,
  nowIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('court_holds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('holder_id', '=', holderId)
    .where('held_until', '>', nowIso)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Live claims of some courts in [fromIso, toIso), by hour. One query for any number of courts. */
export function takenHours(
  db: Kysely<Database>,
  courtIds: readonly string[],
  fromIso: string,
  toIso: string,
  nowIso: string,
): Promise<ClaimRow[]> {
  if (courtIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('court_claims')
    .select(['court_id', 'slot_start', 'owner_kind', 'owner_id', 'held_until'])
    .where('court_id', 'in', courtIds)
    .where('slot_start', '>=', fromIso)
    .where('slot_start', '<', toIso)
    .where(live(nowIso))
    .orderBy('slot_start')
    .orderBy('court_id')
    .execute();
}

/** What occupies one court hour now, if anything. */
export function occupantAt(
  db: Kysely<Database>,
  courtId: string,
  slotStart: string,
  nowIso: string,
): Promise<ClaimRow | undefined> {
  return db
    .selectFrom('court_claims')
    .select(['court_id', 'slot_start', 'owner_kind', 'owner_id', 'held_until'])
    .where('court_id', '=', courtId)
    .where('slot_start', '=', slotStart)
    .where(live(nowIso))
    .executeTakeFirst();
}

/** One owner's claims of a court from an instant on: its first half hour and how many it holds. */
export interface OwnerClaims {
  owner_kind: ClaimOwnerKind;
  owner_id: string;
  first_slot: string;
  slots: number;
}

/**
 * Every owner holding the court at or after `fromIso` (a hold still running counts), the
 * soonest first, 50 at most.
 */
export function claimsFrom(
  db: Kysely<Database>,
  courtId: string,
  fromIso: string,
): Promise<OwnerClaims[]> {
  return db
    .selectFrom('court_claims')
    .select(({ fn }) => [
      'owner_kind',
      'owner_id',
      fn.min('slot_start').as('first_slot'),
      fn.countAll<number>().as('slots'),
    ])
    .where('court_id', '=', courtId)
    .where('slot_start', '>=', fromIso)
    .where((eb) => eb.or([eb('held_until', 'is', null), eb('held_until', '>', fromIso)]))
    .groupBy(['owner_kind', 'owner_id'])
    .orderBy('first_slot')
    .limit(50)
    .execute();
}
