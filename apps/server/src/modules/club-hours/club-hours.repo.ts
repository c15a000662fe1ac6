import type { Closure, OpeningDay } from '@courtside/shared';
import type { Insertable, Kysely } from 'kysely';
import type { ClubClosuresTable, Database } from '#server/db/database.js';

/** The weekdays a club's owner set, in weekday order; none while the default applies. */
export async function openingDays(db: Kysely<Database>, clubId: string): Promise<OpeningDay[]> {
  const rows = await db
    .selectFrom('club_opening_hours')
    .selectAll()
    .where('club_id', '=', clubId)
    .orderBy('weekday')
    .execute();
  return rows.map((row) => ({
    weekday: row.weekday,
    open: row.open === 1,
    firstHour: row.first_hour,
    lastHour: row.last_hour,
  }));
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
        first_hour: day.firstHour,
        last_hour: day.lastHour,
      })),
    )
    .execute();
}

const closureColumns = [
  'club_closures.id',
  'club_closures.court_id as courtId',
  'courts.name as courtName',
  'club_closures.from_date as fromDate',
  'club_closures.to_date as toDate',
  'club_closures.reason',
] as const;

/** The club's closures that end after `fromIso`, soonest first. */
export function closuresOf(db: Kysely<Database>, clubId: string, fromIso: string) {
  return db
    .selectFrom('club_closures')
    .leftJoin('courts', 'courts.id', 'club_closures.court_id')
    .select(closureColumns)
    .where('club_closures.club_id', '=', clubId)
    .where('club_closures.ends_at', '>', fromIso)
    .orderBy('club_closures.starts_at')
    .orderBy('club_closures.id')
    .execute() as Promise<Closure[]>;
}

export function findClosure(
  db: Kysely<Database>,
  clubId: string,
  id: string,
): Promise<Closure | undefined> {
  return db
    .selectFrom('club_closures')
    .leftJoin('courts', 'courts.id', 'club_closures.court_id')
    .select(closureColumns)
    .where('club_closures.club_id', '=', clubId)
    .where('club_closures.id', '=', id)
    .executeTakeFirst() as Promise<Closure | undefined>;
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
export function clubById(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('clubs')
    .select(['id', 'name', 'owner_id', 'time_zone', 'suspended_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type HoursClub = NonNullable<Awaited<ReturnType<typeof clubById>>>;

/** The club's courts still in play, by name. */
export function courtsOf(db: Kysely<Database>, clubId: string) {
  return db
    .selectFrom('courts')
    .select(['id', 'name'])
    .where('club_id', '=', clubId)
    .where('retired_at', 'is', null)
    .orderBy('name')
    .execute();
}
