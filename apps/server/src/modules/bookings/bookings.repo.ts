import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type {
  BookingsTable,
  CourtClaimsTable,
  Database,
  PaymentsTable,
} from '../../db/database.js';

export type BookingRow = Selectable<BookingsTable>;

/** A booking with the court, club and payment method a card or a check needs. */
export interface BookingWithPlace extends BookingRow {
  court_name: string;
  club_id: string;
  club_name: string;
  club_address: string;
  club_latitude: number;
  club_longitude: number;
  club_photo: string | null;
  club_time_zone: string;
  club_currency: string;
  club_owner_id: string;
  payment_method: Selectable<PaymentsTable>['method'] | null;
}

function bookingsWithPlace(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('courts', 'courts.id', 'bookings.court_id')
    .innerJoin('clubs', 'clubs.id', 'courts.club_id')
    .leftJoin('payments', 'payments.id', 'bookings.payment_id')
    .selectAll('bookings')
    .select([
      'courts.name as court_name',
      'clubs.id as club_id',
      'clubs.name as club_name',
      'clubs.address as club_address',
      'clubs.latitude as club_latitude',
      'clubs.longitude as club_longitude',
      'clubs.photo as club_photo',
      'clubs.time_zone as club_time_zone',
      'clubs.currency as club_currency',
      'clubs.owner_id as club_owner_id',
      'payments.method as payment_method',
    ]);
}

export interface TakenHourRow {
  court_id: string;
  hour_start: string;
  kind: CourtClaimsTable['kind'];
  subject_id: string;
  booking_status: BookingRow['status'] | null;
  made_by_owner: 0 | 1 | null;
  walk_in_name: string | null;
  walk_in_phone: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

/**
 * Court hours taken in [fromIso, toIso): every claim (bookings, activities, championships)
 * except holds whose expiry has passed, with the booker where a booking holds the hour.
 * The claims table is the one truth about court time; one query for any number of courts.
 */
export function takenHours(
  db: Kysely<Database>,
  courtIds: readonly string[],
  fromIso: string,
  toIso: string,
  nowIso: string,
): Promise<TakenHourRow[]> {
  if (courtIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('court_claims')
    .leftJoin('bookings', 'bookings.id', 'court_claims.subject_id')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'court_claims.court_id',
      'court_claims.hour_start',
      'court_claims.kind',
      'court_claims.subject_id',
      'bookings.status as booking_status',
      'bookings.made_by_owner',
      'bookings.walk_in_name',
      'bookings.walk_in_phone',
      'users.first_name',
      'users.last_name',
      'users.phone',
    ])
    .where('court_claims.court_id', 'in', courtIds)
    .where('court_claims.hour_start', '>=', fromIso)
    .where('court_claims.hour_start', '<', toIso)
    .where((eb) =>
      eb.or([eb('court_claims.kind', '<>', 'hold'), eb('court_claims.expires_at', '>', nowIso)]),
    )
    .orderBy('court_claims.hour_start')
    .execute();
}

export function findBookingWithPlace(
  db: Kysely<Database>,
  id: string,
): Promise<BookingWithPlace | undefined> {
  return bookingsWithPlace(db).where('bookings.id', '=', id).executeTakeFirst();
}

export function bookingsOfUser(db: Kysely<Database>, userId: string): Promise<BookingWithPlace[]> {
  return bookingsWithPlace(db)
    .where('bookings.user_id', '=', userId)
    .where('bookings.made_by_owner', '=', 0)
    .where('bookings.status', 'in', ['confirmed', 'cancelled'])
    .orderBy('bookings.starts_at')
    .execute();
}

/** Frees hold claims whose time ran out, so the hours they held can be taken again. */
export async function releaseExpiredHoldClaims(
  db: Kysely<Database>,
  courtId: string,
  hourStarts: readonly string[],
  nowIso: string,
): Promise<void> {
  await db
    .deleteFrom('court_claims')
    .where('court_id', '=', courtId)
    .where('hour_start', 'in', hourStarts)
    .where('kind', '=', 'hold')
    .where('expires_at', '<=', nowIso)
    .execute();
}

export async function insertBooking(
  db: Kysely<Database>,
  booking: Insertable<BookingsTable>,
): Promise<void> {
  await db.insertInto('bookings').values(booking).execute();
}

/** Fails with a unique violation when any hour is already claimed: the double-booking guard. */
export async function insertClaims(
  db: Kysely<Database>,
  claims: Insertable<CourtClaimsTable>[],
): Promise<void> {
  await db.insertInto('court_claims').values(claims).execute();
}

export async function deleteClaimsOf(db: Kysely<Database>, subjectId: string): Promise<void> {
  await db.deleteFrom('court_claims').where('subject_id', '=', subjectId).execute();
}

/** Turns a booking's hold claims into booking claims; answers how many it turned. */
export async function confirmHoldClaims(db: Kysely<Database>, bookingId: string): Promise<number> {
  const result = await db
    .updateTable('court_claims')
    .set({ kind: 'booking', expires_at: null })
    .where('subject_id', '=', bookingId)
    .where('kind', '=', 'hold')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves a booking from one status to another only if it is still in the first one. */
export async function transitionBooking(
  db: Kysely<Database>,
  id: string,
  from: BookingRow['status'],
  to: Partial<Pick<BookingRow, 'status' | 'cancelled_at' | 'hold_expires_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function expiredHolds(db: Kysely<Database>, nowIso: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'payment_id'])
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', nowIso)
    .execute();
}

export interface TakenHourWithZone {
  court_id: string;
  hour_start: string;
  time_zone: string;
}

/**
 * The hot read of the booking screen: taken hours of some courts with their club's time
 * zone, in one narrow query (no booker details, no court lookup first). Written as one SQL
 * text because building it with the query builder cost more than running it.
 */
export async function takenHoursWithZone(
  db: Kysely<Database>,
  courtIds: readonly string[],
  fromIso: string,
  toIso: string,
  nowIso: string,
): Promise<TakenHourWithZone[]> {
  if (courtIds.length === 0) return [];
  const { rows } = await sql<TakenHourWithZone>`
    select c.court_id, c.hour_start, clubs.time_zone
    from court_claims c
    join courts on courts.id = c.court_id
    join clubs on clubs.id = courts.club_id
    where c.court_id in (${sql.join(courtIds)})
      and c.hour_start >= ${fromIso} and c.hour_start < ${toIso}
      and (c.kind <> 'hold' or c.expires_at > ${nowIso})
    order by c.hour_start`.execute(db);
  return rows;
}
