import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type {
  ActivitiesTable,
  ActivityOccurrencesTable,
  CoachesTable,
  Database,
} from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { afterStartAndId } from '#server/db/keyset.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { userReads } from '#server/modules/users/users.service.js';
import { seatRecords } from '#server/modules/seats/seats.service.js';

export type OccurrenceRow = Selectable<ActivityOccurrencesTable>;

/** An occurrence with its activity, court, coach and club, as every read shows it. */
export interface OccurrenceWithPlace extends OccurrenceRow {
  name: string;
  recurrence: ActivitiesTable['recurrence'];
  seats_number: number | null;
  price: number;
  currency: string;
  gender: ActivitiesTable['gender'];
  description: string | null;
  coach_id: string;
  coach_name: string;
  coach_user_id: string;
  court_id: string;
  court_name: string;
  club_id: string;
  club_name: string;
  club_photo: string | null;
  club_time_zone: string;
  club_owner_id: string;
}

/** What an occurrence shows of its court and club, read from the clubs module. */
type PlaceColumns = 'court_name' | 'club_name' | 'club_photo' | 'club_time_zone' | 'club_owner_id';

function withActivity(db: Kysely<Database>) {
  return db
    .selectFrom('activity_occurrences as o')
    .innerJoin('activities as a', 'a.id', 'o.activity_id')
    .innerJoin('coaches', 'coaches.id', 'a.coach_id')
    .selectAll('o')
    .select([
      'a.name',
      'a.recurrence',
      'a.seats_number',
      'a.price',
      'a.currency',
      'a.gender',
      'a.description',
      'a.coach_id',
      'coaches.name as coach_name',
      'coaches.user_id as coach_user_id',
      'a.court_id',
      'a.club_id',
    ]);
}

/** The occurrences with their courts and clubs, read in one more query. */
function withPlaces(
  db: Kysely<Database>,
  rows: Array<Omit<OccurrenceWithPlace, PlaceColumns>>,
): Promise<OccurrenceWithPlace[]> {
  return clubReads.withCourtPlaces(
    db,
    rows,
    (row) => row.court_id,
    (row, { court, club }) => ({
      ...row,
      court_name: court.name,
      club_name: club.name,
      club_photo: club.photo,
      club_time_zone: club.time_zone,
      club_owner_id: club.owner_id,
    }),
  );
}

export interface OccurrenceFilter {
  fromIso: string;
  toIso?: string;
  clubId?: string;
  ownerId?: string;
  coachUserId?: string;
  includeCancelled?: boolean;
  /** Only those after this one, by start then id. */
  after?: { startsAt: string; id: string };
  /** How many at most (500 unless asked). */
  count?: number;
}

/** Occurrences starting in a window, soonest first (by start then id, through their index). */
export function occurrencesIn(
  db: Kysely<Database>,
  filter: OccurrenceFilter,
): Promise<OccurrenceWithPlace[]> {
  return (
    withActivity(db)
      // One lower bound on the start, where the index is read from: the cursor's once past it.
      .$if(!filter.after || filter.after.startsAt < filter.fromIso, (qb) =>
        qb.where('o.starts_at', '>=', filter.fromIso),
      )
      .$if(!!filter.toIso, (qb) => qb.where('o.starts_at', '<', filter.toIso!))
      .$if(!filter.includeCancelled, (qb) => qb.where('o.cancelled_at', 'is', null))
      .$if(!!filter.clubId, (qb) => qb.where('a.club_id', '=', filter.clubId!))
      .$if(!!filter.ownerId, (qb) =>
        qb.where('a.club_id', 'in', clubReads.clubIdsRunBy(db, filter.ownerId!)),
      )
      .$if(!!filter.coachUserId, (qb) => qb.where('coaches.user_id', '=', filter.coachUserId!))
      .$if(filter.after !== undefined, (qb) =>
        qb.where(afterStartAndId({ start: 'o.starts_at', id: 'o.id' }, filter.after!)),
      )
      .orderBy('o.starts_at')
      .orderBy('o.id')
      .limit(filter.count ?? 500)
      .execute()
      .then((rows) => withPlaces(db, rows))
  );
}

export async function findOccurrence(
  db: Kysely<Database>,
  id: string,
): Promise<OccurrenceWithPlace | undefined> {
  const row = await withActivity(db).where('o.id', '=', id).executeTakeFirst();
  return row && (await withPlaces(db, [row]))[0];
}

/** The occurrence's row under its lock: seats of one occurrence are counted one at a time. */
export function lockOccurrence(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('activity_occurrences')
    .selectAll()
    .where('id', '=', id)
    .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertActivity(db: Kysely<Database>, row: Insertable<ActivitiesTable>) {
  await db.insertInto('activities').values(row).execute();
}

export async function insertOccurrences(
  db: Kysely<Database>,
  rows: Insertable<ActivityOccurrencesTable>[],
) {
  if (rows.length > 0) await db.insertInto('activity_occurrences').values(rows).execute();
}

/** Marks occurrences cancelled; answers the ones this call cancelled. */
export async function markCancelled(db: Kysely<Database>, ids: readonly string[], atIso: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('activity_occurrences')
    .set({ cancelled_at: atIso })
    .where('id', 'in', ids)
    .where('cancelled_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The occurrences starting after `nowIso`, as a subquery of their ids. */
export const occurrencesAfter = (db: Kysely<Database>, nowIso: string) =>
  db.selectFrom('activity_occurrences').select('id').where('starts_at', '>', nowIso);

/**
 * Query fragment for a club's customer list: who holds a confirmed seat of a session not
 * called off, at which club and when.
 */
export const activityVisits = (db: Kysely<Database>) =>
  db
    .selectFrom(seatRecords('activity').takers(db).as('seat'))
    .innerJoin('activity_occurrences', 'activity_occurrences.id', 'seat.subject_id')
    .innerJoin('activities', 'activities.id', 'activity_occurrences.activity_id')
    .where('activity_occurrences.cancelled_at', 'is', null)
    .select([
      'seat.user_id',
      'activities.club_id',
      'activity_occurrences.starts_at as at',
      sql<string>`'activity'`.as('kind'),
      sql<number>`0`.as('no_show'),
    ]);

/** The occurrences the club cancelled, as a subquery of their ids. */
export const cancelledOccurrences = (db: Kysely<Database>) =>
  db.selectFrom('activity_occurrences').select('id').where('cancelled_at', 'is not', null);

export function findCoach(db: Kysely<Database>, id: string) {
  return db.selectFrom('coaches').selectAll().where('id', '=', id).executeTakeFirst();
}

export function coachesOfClub(db: Kysely<Database>, clubId: string) {
  return db
    .selectFrom('coaches')
    .innerJoin(userReads.people(db).as('account'), 'account.id', 'coaches.user_id')
    .select(['coaches.id', 'coaches.name', 'coaches.phone', 'coaches.gender', 'account.username'])
    .where('coaches.club_id', '=', clubId)
    .where('account.deleted_at', 'is', null)
    .orderBy('coaches.created_at')
    .execute();
}

export async function insertCoach(db: Kysely<Database>, row: Insertable<CoachesTable>) {
  await db.insertInto('coaches').values(row).execute();
}

/** A person's coach rows, for Download my data. */
export const coachingOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('coaches').selectAll().where('user_id', '=', userId).execute();

/** A coach who closes their account leaves their club's list with neither name nor phone. */
export async function eraseCoach(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('coaches')
    .set({ name: '', phone: '' })
    .where('user_id', '=', userId)
    .execute();
}

/** Each occurrence's activity name and times, for the owner's day grid. */
export function occurrenceSpans(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('activity_occurrences')
    .innerJoin('activities', 'activities.id', 'activity_occurrences.activity_id')
    .select([
      'activity_occurrences.id',
      'activities.name',
      'activity_occurrences.starts_at',
      'activity_occurrences.ends_at',
    ])
    .where('activity_occurrences.id', 'in', ids)
    .execute();
}
