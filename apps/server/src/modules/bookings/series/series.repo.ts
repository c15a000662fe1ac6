import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BookingSeriesTable, Database } from '#server/db/database.js';
import { joinedPayments } from '#server/modules/payments/payments.service.js';

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

const withPlace = (db: Kysely<Database>) =>
  db
    .selectFrom('booking_series')
    .innerJoin('courts', 'courts.id', 'booking_series.court_id')
    .innerJoin('clubs', 'clubs.id', 'booking_series.club_id')
    .selectAll('booking_series')
    .select([
      'courts.name as court_name',
      'clubs.name as club_name',
      'clubs.owner_id as club_owner_id',
      'clubs.time_zone as club_time_zone',
    ]);

export function findSeries(db: Kysely<Database>, id: string): Promise<SeriesWithPlace | undefined> {
  return withPlace(db).where('booking_series.id', '=', id).executeTakeFirst();
}

/** A club's series, the latest first. */
export function seriesOfClub(db: Kysely<Database>, clubId: string): Promise<SeriesWithPlace[]> {
  return withPlace(db)
    .where('booking_series.club_id', '=', clubId)
    .orderBy('booking_series.created_at', 'desc')
    .orderBy('booking_series.id', 'desc')
    .execute();
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
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
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
