import { minuteOfTime, openingTimeOf, type Closure, type OpeningDay } from '@courtside/shared';
import type { Insertable, Kysely } from 'kysely';
import type { ClubClosuresTable, Database } from '#server/db/database.js';
import { clubReads, type ClubRow } from '#server/modules/clubs/clubs.service.js';
import type { ClosureSpan } from '#server/modules/court-time/court-time.service.js';

/** The weekdays each club's owner set, in weekday order; a club with none is left out. */
export async function openingDaysOf(
  db: Kysely<Database>,
  clubIds: readonly string[],
): Promise<Map<string, OpeningDay[]>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('club_opening_hours')
    .selectAll()
    .where('club_id', 'in', clubIds)
    .orderBy('weekday')
    .execute();
  const byClub = new Map<string, OpeningDay[]>();
  for (const row of rows) {
    const days = byClub.get(row.club_id) ?? [];
    days.push({
      weekday: row.weekday,
      open: row.open === 1,
      opens: openingTimeOf(row.opens_minute),
      closes: openingTimeOf(row.closes_minute),
    });
    byClub.set(row.club_id, days);
  }
  return byClub;
}

/** The weekdays a club's owner set, in weekday order; none while the default applies. */
export async function openingDays(db: Kysely<Database>, clubId: string): Promise<OpeningDay[]> {
  return (await openingDaysOf(db, [clubId])).get(clubId) ?? [];
}

/** The seven weekdays replace whatever was set. */
export async function replaceOpeningDays(
  db: Kysely<Database>,
  clubId: string,
  days: readonly OpeningDay[],
): Promise<void> {
  await db.deleteFrom('club_opening_hours').where('club_id', '=', clubId).execute();
  await db
    .insertInto('club_opening_hours')
    .values(
      days.map((day) => ({
        club_id: clubId,
        weekday: day.weekday,
        open: day.open ? 1 : 0,
        opens_minute: minuteOfTime(day.opens),
        closes_minute: minuteOfTime(day.closes),
      })),
    )
    .execute();
}

const closureColumns = [
  'id',
  'court_id as courtId',
  'from_date as fromDate',
  'to_date as toDate',
  'reason',
] as const;

/** Each closure with the name of its court (null for the whole club), read in one query. */
async function withCourtNames(
  db: Kysely<Database>,
  rows: ReadonlyArray<Omit<Closure, 'courtName'>>,
): Promise<Closure[]> {
  const courtIds = rows.flatMap((row) => (row.courtId === null ? [] : [row.courtId]));
  const places = await clubReads.placesOfCourts(db, courtIds);
  return rows.map((row) => ({
    ...row,
    courtName: row.courtId === null ? null : (places.get(row.courtId)?.court.name ?? null),
  }));
}

/** The club's closures that end after `fromIso`, soonest first. */
export async function closuresOf(
  db: Kysely<Database>,
  clubId: string,
  fromIso: string,
): Promise<Closure[]> {
  const rows = await db
    .selectFrom('club_closures')
    .select(closureColumns)
    .where('club_id', '=', clubId)
    .where('ends_at', '>', fromIso)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return withCourtNames(db, rows);
}

export async function findClosure(
  db: Kysely<Database>,
  clubId: string,
  id: string,
): Promise<Closure | undefined> {
  const row = await db
    .selectFrom('club_closures')
    .select(closureColumns)
    .where('club_id', '=', clubId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (await withCourtNames(db, [row]))[0];
}

/** The closures of some clubs and of their courts that overlap [fromIso, toIso). */
export function closureSpans(
  db: Kysely<Database>,
  clubIds: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<ClosureSpan[]> {
  return db
    .selectFrom('club_closures')
    .select(['club_id', 'court_id', 'starts_at', 'ends_at', 'reason'])
    .where('club_id', 'in', clubIds)
    .where('ends_at', '>', fromIso)
    .where('starts_at', '<', toIso)
    .orderBy('starts_at')
    .execute();
}

export type NewClosure = Insertable<ClubClosuresTable>;

export async function insertClosure(db: Kysely<Database>, row: NewClosure): Promise<void> {
  await db.insertInto('club_closures').values(row).execute();
}

/** The club a closure is of, whichever it is. */
export function clubOfClosure(db: Kysely<Database>, id: string) {
  return db.selectFrom('club_closures').select('club_id').where('id', '=', id).executeTakeFirst();
}

/** Deletes one of the club's closures; false when it was not there (already removed). */
export async function deleteClosure(
  db: Kysely<Database>,
  clubId: string,
  id: string,
): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('club_closures')
    .where('club_id', '=', clubId)
    .where('id', '=', id)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The club as its hours need it: its zone, and whose it is. */
export type HoursClub = Pick<ClubRow, 'id' | 'name' | 'owner_id' | 'time_zone' | 'suspended_at'>;

export async function clubById(db: Kysely<Database>, id: string): Promise<HoursClub | undefined> {
  return (await clubReads.clubsById(db, [id])).get(id);
}

/** The club's courts still in play, by name. */
export function courtsOf(db: Kysely<Database>, clubId: string) {
  return clubReads.courtsOfClubs(db, [clubId]);
}
