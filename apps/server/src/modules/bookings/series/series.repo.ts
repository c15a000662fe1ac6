import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BookingSeriesTable, Database } from '#server/db/database.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { joinedPayments } from '#server/modules/payments/payments.service.js';
import { userReads } from '#server/modules/users/users.service.js';

export type SeriesRow = Selectable<BookingSeriesTable>;

/** A series with what its list and its access check need: its court and club. */
export interface SeriesWithPlace extends SeriesRow {
  court_name: string;
  club_name: string;
  club_owner_id: string;
  club_time_zone: string;
}

export async function insertSeries(db: Kysely<Database>, row: Insertable<BookingSeriesTable>) {
  await db.insertInto('booking_series').values(row).execute();
}

/** Each series with its court's name and its club, read where clubs keep them. */
async function withPlaces(db: Kysely<Database>, rows: SeriesRow[]): Promise<SeriesWithPlace[]> {
  const places = await clubReads.placesOfCourts(
    db,
    rows.map((row) => row.court_id),
  );
  return rows.map((row) => {
    const { court, club } = places.get(row.court_id)!;
    return {
      ...row,
      court_name: court.name,
      club_name: club.name,
      club_owner_id: club.owner_id,
      club_time_zone: club.time_zone,
    };
  });
}

export async function findSeries(
  db: Kysely<Database>,
  id: string,
): Promise<SeriesWithPlace | undefined> {
  const row = await db
    .selectFrom('booking_series')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (await withPlaces(db, [row]))[0];
}

/** A club's series, the latest first. */
export async function seriesOfClub(
  db: Kysely<Database>,
  clubId: string,
): Promise<SeriesWithPlace[]> {
  const rows = await db
    .selectFrom('booking_series')
    .selectAll()
    .where('club_id', '=', clubId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withPlaces(db, rows);
}

/** The occurrences of some series, in the order they start, with how each is paid. */
export function occurrencesOf(db: Kysely<Database>, seriesIds: readonly string[]) {
  if (seriesIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .leftJoin(joinedPayments(db).as('payment'), 'payment.id', 'bookings.payment_id')
    .select([
      'bookings.id',
      'bookings.series_id',
      'bookings.court_id',
      'bookings.starts_at',
      'bookings.status',
      'bookings.amount',
      'bookings.user_id',
      'payment.method as payment_method',
      'payment.status as payment_status',
    ])
    .where('bookings.series_id', 'in', seriesIds)
    .orderBy('bookings.starts_at')
    .orderBy('bookings.id')
    .execute();
}
export type OccurrenceRow = Awaited<ReturnType<typeof occurrencesOf>>[number];

/** Marks a series ended (its rest cancelled) once; a repeat keeps the first time. */
export async function endSeries(db: Kysely<Database>, id: string, atIso: string) {
  await db
    .updateTable('booking_series')
    .set({ ended_at: atIso })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** The open account a series is for: its username (any case) or its phone number. */
export async function playerByLogin(
  db: Kysely<Database>,
  login: string,
  phone: string | null,
): Promise<{ id: string } | undefined> {
  const rows = await userReads
    .people(db)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', login.toLowerCase()),
        ...(phone ? [eb('phone', '=', phone)] : []),
      ]),
    )
    .limit(2)
    .execute();
  return rows.find((row) => row.username.toLowerCase() === login.toLowerCase()) ?? rows[0];
}
