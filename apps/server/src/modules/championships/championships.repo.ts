import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  ChampionshipRequestsTable,
  ChampionshipsTable,
  Database,
  RequestStatus,
} from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { afterStartAndId } from '#server/db/keyset.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { userReads } from '#server/modules/users/users.service.js';

export type ChampionshipRow = Selectable<ChampionshipsTable>;
export type RequestRow = Selectable<ChampionshipRequestsTable>;

/** A championship with its court and club, as every read shows it. */
export interface ChampionshipWithPlace extends ChampionshipRow {
  court_name: string;
  court_capacity: number;
  court_sport: 'padel' | 'football';
  club_name: string;
  club_photo: string | null;
  club_time_zone: string;
  club_owner_id: string;
}

/** A request with its player, for the owner's lists and the player's own view. */
export interface RequestWithPlayer extends RequestRow {
  first_name: string;
  last_name: string | null;
  photo: string | null;
  birthdate: string | null;
}

function liveChampionships(db: Kysely<Database>) {
  return db
    .selectFrom('championships')
    .selectAll('championships')
    .where('championships.deleted_at', 'is', null);
}

/** The championships with their courts and clubs, read in one more query. */
function withPlaces(db: Kysely<Database>, rows: ChampionshipRow[]) {
  return clubReads.withCourtPlaces(
    db,
    rows,
    (row) => row.court_id,
    (row, { court, club }): ChampionshipWithPlace => ({
      ...row,
      court_name: court.name,
      court_capacity: court.capacity,
      court_sport: court.sport,
      club_name: club.name,
      club_photo: club.photo,
      club_time_zone: club.time_zone,
      club_owner_id: club.owner_id,
    }),
  );
}

export async function insertChampionship(
  db: Kysely<Database>,
  row: Insertable<ChampionshipsTable>,
): Promise<void> {
  await db.insertInto('championships').values(row).execute();
}

/** A live (not deleted) championship with its place. */
export async function findChampionship(
  db: Kysely<Database>,
  id: string,
): Promise<ChampionshipWithPlace | undefined> {
  const row = await liveChampionships(db).where('championships.id', '=', id).executeTakeFirst();
  return row && (await withPlaces(db, [row]))[0];
}

/** Live championships still open to apply (not started yet), soonest first. */
export function openChampionships(
  db: Kysely<Database>,
  nowIso: string,
  page: {
    count: number;
    /** Only those that overlap this window (ISO instants), when given. */
    window?: { from: string; to: string };
    /** Those after this one, by start then id. */
    after?: { startsAt: string; id: string };
  },
): Promise<ChampionshipWithPlace[]> {
  const { count, window, after } = page;
  return (
    liveChampionships(db)
      // One lower bound on the start, where the index is read from: the cursor's once past now.
      .$if(!after || after.startsAt <= nowIso, (qb) =>
        qb.where('championships.starts_at', '>', nowIso),
      )
      .$if(window !== undefined, (qb) =>
        qb
          .where('championships.starts_at', '<', window!.to)
          .where('championships.ends_at', '>', window!.from),
      )
      .$if(after !== undefined, (qb) =>
        qb.where(
          afterStartAndId({ start: 'championships.starts_at', id: 'championships.id' }, after!),
        ),
      )
      .orderBy('championships.starts_at')
      .orderBy('championships.id')
      .limit(count)
      .execute()
      .then((rows) => withPlaces(db, rows))
  );
}

/** Live championships of the clubs the user runs or works at, or with a request of theirs, latest first. */
export function championshipsOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<ChampionshipWithPlace[]> {
  return liveChampionships(db)
    .where((eb) =>
      eb.or([
        eb('championships.club_id', 'in', clubReads.clubIdsRunBy(db, userId)),
        eb(
          'championships.id',
          'in',
          eb
            .selectFrom('championship_requests')
            .select('championship_id')
            .where('user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('championships.starts_at', 'desc')
    .limit(500)
    .execute()
    .then((rows) => withPlaces(db, rows));
}

/** The championship row under a lock held to the end of the transaction (PostgreSQL). */
export function lockChampionship(
  db: Kysely<Database>,
  id: string,
): Promise<ChampionshipRow | undefined> {
  return db
    .selectFrom('championships')
    .selectAll()
    .where('id', '=', id)
    .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function markDeleted(db: Kysely<Database>, id: string, atIso: string) {
  const result = await db
    .updateTable('championships')
    .set({ deleted_at: atIso })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function requestsOf(
  db: Kysely<Database>,
  championshipIds: readonly string[],
): Promise<RequestWithPlayer[]> {
  if (championshipIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('championship_requests')
    .innerJoin(userReads.people(db).as('player'), 'player.id', 'championship_requests.user_id')
    .selectAll('championship_requests')
    .select(['player.first_name', 'player.last_name', 'player.photo', 'player.birthdate'])
    .where('championship_requests.championship_id', 'in', championshipIds)
    .orderBy('championship_requests.created_at')
    .execute();
}

export function findRequest(db: Kysely<Database>, id: string): Promise<RequestRow | undefined> {
  return db.selectFrom('championship_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The request of one player for one championship. */
export function requestOfUser(db: Kysely<Database>, championshipId: string, userId: string) {
  return db
    .selectFrom('championship_requests')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Requests holding a place (accepted, paid or not), and the ones paid. */
export async function placesTaken(db: Kysely<Database>, championshipId: string) {
  const row = await db
    .selectFrom('championship_requests')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('confirmed'),
      eb.fn.count<number | string>('paid_at').as('paid'),
    ])
    .where('championship_id', '=', championshipId)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return { confirmed: Number(row?.confirmed ?? 0), paid: Number(row?.paid ?? 0) };
}

export async function insertRequest(
  db: Kysely<Database>,
  row: Insertable<ChampionshipRequestsTable>,
): Promise<void> {
  await db.insertInto('championship_requests').values(row).execute();
}

/** Moves a request from one status to another only if it is still in `from`. */
export async function moveRequest(
  db: Kysely<Database>,
  id: string,
  from: RequestStatus,
  to: RequestStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('championship_requests')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRequestPayment(db: Kysely<Database>, id: string, paymentId: string) {
  await db
    .updateTable('championship_requests')
    .set({ payment_id: paymentId })
    .where('id', '=', id)
    .execute();
}

/** Marks an accepted request paid by its current payment; false if anything changed meanwhile. */
export async function markPaid(
  db: Kysely<Database>,
  request: { id: string; paymentId: string },
  atIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('championship_requests')
    .set({ paid_at: atIso })
    .where('id', '=', request.id)
    .where('payment_id', '=', request.paymentId)
    .where('status', '=', 'confirmed')
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** SPEC 3 Profile counters: championships created by the user's clubs, and those they played. */
export async function championshipCounts(db: Kysely<Database>, userId: string, nowIso: string) {
  const created = await db
    .selectFrom('championships')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('championships.club_id', 'in', clubReads.clubIdsOwnedBy(db, userId))
    .where('championships.deleted_at', 'is', null)
    .executeTakeFirst();
  const played = await db
    .selectFrom('championship_requests')
    .innerJoin('championships', 'championships.id', 'championship_requests.championship_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('championship_requests.user_id', '=', userId)
    .where('championship_requests.paid_at', 'is not', null)
    .where('championship_requests.status', '=', 'confirmed')
    .where('championships.deleted_at', 'is', null)
    .where('championships.starts_at', '<=', nowIso)
    .executeTakeFirst();
  return { created: Number(created?.count ?? 0), played: Number(played?.count ?? 0) };
}

/** What applying needs to know of the player. */
export function playerOf(db: Kysely<Database>, userId: string) {
  return userReads
    .people(db)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function clubOf(db: Kysely<Database>, clubId: string) {
  return (await clubReads.clubsById(db, [clubId])).get(clubId);
}

/** Requests of deleted championships whose money has not been given back yet. */
export function requestsToClose(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('championship_requests')
    .innerJoin('championships', 'championships.id', 'championship_requests.championship_id')
    .selectAll('championship_requests')
    .where('championships.deleted_at', 'is not', null)
    .where('championship_requests.closed_at', 'is', null)
    .orderBy('championships.deleted_at')
    .limit(limit)
    .execute();
}

export async function closeRequest(db: Kysely<Database>, id: string, atIso: string) {
  await db
    .updateTable('championship_requests')
    .set({ closed_at: atIso })
    .where('id', '=', id)
    .execute();
}

/** A person's applications to championships not started yet and not closed. */
export function openRequestsOf(db: Kysely<Database>, userId: string, nowIso: string) {
  return db
    .selectFrom('championship_requests')
    .innerJoin('championships', 'championships.id', 'championship_requests.championship_id')
    .select(['championship_requests.id', 'championship_requests.payment_id'])
    .where('championship_requests.user_id', '=', userId)
    .where('championship_requests.status', '!=', 'rejected')
    .where('championship_requests.closed_at', 'is', null)
    .where('championships.deleted_at', 'is', null)
    .where('championships.starts_at', '>', nowIso)
    .execute();
}

/** Closes an application as withdrawn (kept as rejected). */
export async function withdrawRequest(db: Kysely<Database>, id: string, nowIso: string) {
  await db
    .updateTable('championship_requests')
    .set({ status: 'rejected', closed_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/** Every application of a person, for Download my data. */
export function requestRowsOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('championship_requests').selectAll().where('user_id', '=', userId).execute();
}

/** The phone each application kept a copy of goes with the account. */
export async function eraseRequestPhones(db: Kysely<Database>, userId: string) {
  await db
    .updateTable('championship_requests')
    .set({ phone: '' })
    .where('user_id', '=', userId)
    .execute();
}

/** Each championship's name and dates, for the owner's day grid. */
export function championshipSpans(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('championships')
    .select(['id', 'name', 'starts_at', 'ends_at'])
    .where('id', 'in', ids)
    .execute();
}

/** When each live championship ends; deleted ones are absent. */
export function championshipEnds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return liveChampionships(db)
    .clearSelect()
    .select(['championships.id', 'championships.ends_at'])
    .where('championships.id', 'in', ids)
    .execute();
}
