import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, SocialEventsTable, SocialGamesTable } from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { seatRecords } from '#server/modules/seats/seats.service.js';

export type GameRow = Selectable<SocialGamesTable>;

/** An event with its club, as every read shows it. */
export interface EventWithClub extends Selectable<SocialEventsTable> {
  club_name: string;
  club_owner_id: string;
  time_zone: string;
}

/** The events with their clubs, read in one more query. */
function withClubs(db: Kysely<Database>, rows: Array<Selectable<SocialEventsTable>>) {
  return clubReads.withClubs(
    db,
    rows,
    (row) => row.club_id,
    (row, club): EventWithClub => ({
      ...row,
      club_name: club.name,
      club_owner_id: club.owner_id,
      time_zone: club.time_zone,
    }),
  );
}

export async function findEvent(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('social_events')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (await withClubs(db, [row]))[0];
}

/** Some events with their clubs, in two queries however many. */
export async function findEvents(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('social_events').selectAll().where('id', 'in', ids).execute();
  return withClubs(db, rows);
}

/** Events not over yet (ending after `fromIso`), soonest first; bounded like every list. */
export const eventsFrom = (db: Kysely<Database>, fromIso: string, clubId?: string) =>
  db
    .selectFrom('social_events')
    .selectAll()
    .where('ends_at', '>', fromIso)
    .where('status', '!=', 'cancelled')
    .$if(!!clubId, (qb) => qb.where('club_id', '=', clubId!))
    .orderBy('starts_at')
    .limit(100)
    .execute()
    .then((rows) => withClubs(db, rows));

/** The event's row under its lock: places are counted, and rounds drawn, one at a time. */
export const lockEvent = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('social_events')
    .select('id')
    .where('id', '=', id)
    .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
    .executeTakeFirst();

/** The event under its lock. */
export const lockedEvent = async (db: Kysely<Database>, id: string) =>
  (await lockEvent(db, id)) ? await findEvent(db, id) : undefined;

/** Marks an event cancelled unless it already is or has started; answers whether it did. */
export async function cancelEvent(db: Kysely<Database>, id: string): Promise<boolean> {
  const rows = await db
    .updateTable('social_events')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The nights starting after `nowIso`, as a subquery of their ids. */
export const eventsAfter = (db: Kysely<Database>, nowIso: string) =>
  db.selectFrom('social_events').select('id').where('starts_at', '>', nowIso);

/**
 * Query fragment for a club's customer list: who holds a confirmed place at a night not
 * called off, at which club and when.
 */
export const nightVisits = (db: Kysely<Database>) =>
  db
    .selectFrom(seatRecords('social').takers(db).as('seat'))
    .innerJoin('social_events', 'social_events.id', 'seat.subject_id')
    .where('social_events.status', '!=', 'cancelled')
    .select([
      'seat.user_id',
      'social_events.club_id',
      'social_events.starts_at as at',
      sql<string>`'night'`.as('kind'),
      sql<number>`0`.as('no_show'),
    ]);

/** The nights called off, as a subquery of their ids. */
export const cancelledEvents = (db: Kysely<Database>) =>
  db.selectFrom('social_events').select('id').where('status', '=', 'cancelled');

export async function insertEvent(
  db: Kysely<Database>,
  row: Insertable<SocialEventsTable>,
  courtIds: readonly string[],
) {
  await db.insertInto('social_events').values(row).execute();
  await db
    .insertInto('social_event_courts')
    .values(courtIds.map((court_id, position) => ({ event_id: row.id, position, court_id })))
    .execute();
}

export async function setEvent(
  db: Kysely<Database>,
  id: string,
  patch: Updateable<SocialEventsTable>,
) {
  await db.updateTable('social_events').set(patch).where('id', '=', id).execute();
}

/** The courts of some events, in the order the owner chose them. */
export async function courtsOf(db: Kysely<Database>, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('social_event_courts')
    .select(['event_id', 'position', 'court_id'])
    .where('event_id', 'in', eventIds)
    .orderBy('position')
    .execute();
  return clubReads.withCourtPlaces(
    db,
    rows,
    (row) => row.court_id,
    (row, { court }) => ({
      event_id: row.event_id,
      position: row.position,
      id: court.id,
      name: court.name,
    }),
  );
}

export function roundsOf(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('social_rounds')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('round')
    .execute();
}

export async function insertRound(
  db: Kysely<Database>,
  round: { eventId: string; round: number; resting: readonly string[]; drawnAt: string },
  games: ReadonlyArray<Insertable<SocialGamesTable>>,
) {
  await db
    .insertInto('social_rounds')
    .values({
      event_id: round.eventId,
      round: round.round,
      resting: JSON.stringify(round.resting),
      drawn_at: round.drawnAt,
    })
    .execute();
  if (games.length > 0)
    await db
      .insertInto('social_games')
      .values([...games])
      .execute();
}

export const gamesOf = (db: Kysely<Database>, eventId: string) =>
  db
    .selectFrom('social_games')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('round')
    .orderBy('court')
    .execute();

export const findGame = (db: Kysely<Database>, id: string) =>
  db.selectFrom('social_games').selectAll().where('id', '=', id).executeTakeFirst();

export async function setGamePoints(
  db: Kysely<Database>,
  id: string,
  patch: Pick<GameRow, 'points_a' | 'points_b' | 'entered_by' | 'entered_at'>,
) {
  await db.updateTable('social_games').set(patch).where('id', '=', id).execute();
}

/** The events' windows, for the owner's day grid. */
export const eventSpans = (db: Kysely<Database>, ids: readonly string[]) =>
  db
    .selectFrom('social_events')
    .select(['id', 'format', 'starts_at', 'ends_at'])
    .where('id', 'in', ids)
    .execute();

/**
 * The players a person played nights with, once the night started and unless it was called
 * off: one entry per night and other player, with the night's start. Seats are read through
 * the seats module, which keeps them.
 */
export async function nightEncounters(
  db: Kysely<Database>,
  userId: string,
  beforeIso: string,
): Promise<Array<{ userId: string; startsAt: string }>> {
  const places = seatRecords('social');
  const seatedIn = await places.subjectsSeatedIn(db, userId);
  if (seatedIn.length === 0) return [];
  const nights = await db
    .selectFrom('social_events')
    .select(['id', 'starts_at'])
    .where('id', 'in', seatedIn)
    .where('status', '!=', 'cancelled')
    .where('starts_at', '<', beforeIso)
    .execute();
  const startOf = new Map(nights.map((night) => [night.id, night.starts_at]));
  const seats = await places.seats(db, [...startOf.keys()]);
  return seats
    .filter((seat) => seat.status === 'confirmed' && seat.user_id !== userId)
    .map((seat) => ({ userId: seat.user_id, startsAt: startOf.get(seat.subject_id)! }));
}
