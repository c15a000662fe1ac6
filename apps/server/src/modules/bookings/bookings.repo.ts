import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BookingsTable, Database, PaymentsTable } from '#server/db/database.js';
import { reusedQuery } from '#server/db/reused-query.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { afterStartAndId } from '#server/db/keyset.js';
import { clubReads, type CourtWithClub } from '#server/modules/clubs/clubs.service.js';
import { joinedPayments } from '#server/modules/payments/payments.service.js';
import { userReads } from '#server/modules/users/users.service.js';

export type BookingRow = Selectable<BookingsTable>;

/** A booking with the court, club and payment a card, a check or an answer needs. */
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
  club_cancel_notice_hours: number;
  club_late_refund_percent: number | null;
  club_booking_window_days: number;
  payment_method: Selectable<PaymentsTable>['method'] | null;
  payment_status: Selectable<PaymentsTable>['status'] | null;
  payment_refund_to: Selectable<PaymentsTable>['refund_to'];
  checkout_url: string | null;
}

/** What a booking shows of its court and club. */
export function placeColumns({ court, club }: CourtWithClub) {
  return {
    court_name: court.name,
    club_id: club.id,
    club_name: club.name,
    club_address: club.address,
    club_latitude: club.latitude,
    club_longitude: club.longitude,
    club_photo: club.photo,
    club_time_zone: club.time_zone,
    club_currency: club.currency,
    club_owner_id: club.owner_id,
    club_cancel_notice_hours: club.cancel_notice_hours,
    club_late_refund_percent: club.late_refund_percent,
    club_booking_window_days: club.booking_window_days,
  };
}

export function bookingsWithPayment(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .leftJoin(joinedPayments(db).as('payment'), 'payment.id', 'bookings.payment_id')
    .selectAll('bookings')
    .select([
      'payment.method as payment_method',
      'payment.status as payment_status',
      'payment.refund_to as payment_refund_to',
      'payment.checkout_url',
    ]);
}

/**
 * The bookings with their courts and clubs, read in one more query whatever their number.
 * Object.assign rather than a spread: V8 spreads an object this wide many times slower.
 */
export function withPlaces<Row extends BookingRow>(
  db: Kysely<Database>,
  rows: Row[],
): Promise<Array<Row & ReturnType<typeof placeColumns>>> {
  return clubReads.withCourtPlaces(
    db,
    rows,
    (row) => row.court_id,
    (row, place) => Object.assign(row, placeColumns(place)),
  );
}

const insertBookingRow = reusedQuery((db, booking: Insertable<BookingsTable>) =>
  db.insertInto('bookings').values(booking),
);

export async function insertBooking(
  db: Kysely<Database>,
  booking: Insertable<BookingsTable>,
): Promise<void> {
  await insertBookingRow(db, booking);
}

export async function findBookingWithPlace(
  db: Kysely<Database>,
  id: string,
): Promise<BookingWithPlace | undefined> {
  const row = await bookingsWithPayment(db).where('bookings.id', '=', id).executeTakeFirst();
  return row && (await withPlaces(db, [row]))[0];
}

export function findBooking(db: Kysely<Database>, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The booking row under a lock held to the end of the transaction (PostgreSQL). */
export function lockBooking(db: Kysely<Database>, id: string): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

function ownBookings(db: Kysely<Database>, userId: string) {
  return bookingsWithPayment(db)
    .where('bookings.user_id', '=', userId)
    .where('bookings.made_by_owner', '=', 0)
    .where('bookings.status', 'in', ['confirmed', 'cancelled']);
}

/**
 * The player's own bookings, confirmed or cancelled; walk-ins they booked as owners aside.
 * With `startingAfter`, only the confirmed ones starting later (the Upcoming tab: a cancelled
 * booking is History's).
 */
export function bookingsOfUser(
  db: Kysely<Database>,
  userId: string,
  startingAfter?: string,
): Promise<BookingWithPlace[]> {
  return ownBookings(db, userId)
    .$if(startingAfter !== undefined, (qb) =>
      qb
        .where('bookings.starts_at', '>', startingAfter!)
        .where('bookings.status', '=', 'confirmed'),
    )
    .orderBy('bookings.starts_at')
    .execute()
    .then((rows) => withPlaces(db, rows));
}

/**
 * A page of the player's bookings that started by `now` or were cancelled, latest first, after
 * the given one (start then id): the History tab, read through the (user, start) index.
 */
export function pastBookingsOfUser(
  db: Kysely<Database>,
  userId: string,
  page: { now: string; after?: { startsAt: string; id: string }; count: number },
): Promise<BookingWithPlace[]> {
  const { now, after, count } = page;
  return ownBookings(db, userId)
    .where((eb) =>
      eb.or([eb('bookings.starts_at', '<=', now), eb('bookings.status', '=', 'cancelled')]),
    )
    .$if(after !== undefined, (qb) =>
      qb.where(afterStartAndId({ start: 'bookings.starts_at', id: 'bookings.id' }, after!, '<')),
    )
    .orderBy('bookings.starts_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(count)
    .execute()
    .then((rows) => withPlaces(db, rows));
}

/** The player's holds still waiting for payment, soonest to lapse first. */
export function liveHoldsOf(
  db: Kysely<Database>,
  userId: string,
  nowIso: string,
): Promise<BookingWithPlace[]> {
  return bookingsWithPayment(db)
    .where('bookings.user_id', '=', userId)
    .where('bookings.status', '=', 'held')
    .where('bookings.hold_expires_at', '>', nowIso)
    .orderBy('bookings.hold_expires_at')
    .execute()
    .then((rows) => withPlaces(db, rows));
}

/** The player's live hold of exactly this slot, if they started paying for it already. */
export async function ownLiveHold(
  db: Kysely<Database>,
  slot: { userId: string; courtId: string; startsAt: string; durationMinutes: number },
  nowIso: string,
): Promise<BookingWithPlace | undefined> {
  const row = await bookingsWithPayment(db)
    .where('bookings.user_id', '=', slot.userId)
    .where('bookings.court_id', '=', slot.courtId)
    .where('bookings.starts_at', '=', slot.startsAt)
    .where('bookings.duration_minutes', '=', slot.durationMinutes)
    .where('bookings.status', '=', 'held')
    .where('bookings.hold_expires_at', '>', nowIso)
    .executeTakeFirst();
  return row && (await withPlaces(db, [row]))[0];
}

/** Moves a booking from one status to another only if it is still in the first one. */
export async function transitionBooking(
  db: Kysely<Database>,
  id: string,
  from: BookingRow['status'],
  to: Partial<Pick<BookingRow, 'status' | 'cancelled_at' | 'hold_expires_at' | 'cancel_reason'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface BookerRow extends Pick<
  BookingRow,
  'starts_at' | 'ends_at' | 'status' | 'amount' | 'payment_id' | 'series_id'
> {
  id: string;
  made_by_owner: 0 | 1;
  walk_in_name: string | null;
  walk_in_phone: string | null;
  first_name: string;
  last_name: string | null;
  phone: string;
  payment_method: Selectable<PaymentsTable>['method'] | null;
  payment_status: Selectable<PaymentsTable>['status'] | null;
}

/** Who booked each of these bookings, when, and how it is paid: the owner's views of a day. */
export function bookersOf(db: Kysely<Database>, ids: readonly string[]): Promise<BookerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .innerJoin(userReads.people(db).as('booker'), 'booker.id', 'bookings.user_id')
    .leftJoin(joinedPayments(db).as('payment'), 'payment.id', 'bookings.payment_id')
    .select([
      'bookings.id',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.status',
      'bookings.amount',
      'bookings.payment_id',
      'bookings.made_by_owner',
      'bookings.series_id',
      'payment.method as payment_method',
      'payment.status as payment_status',
      'bookings.walk_in_name',
      'bookings.walk_in_phone',
      'booker.first_name',
      'booker.last_name',
      'booker.phone',
    ])
    .where('bookings.id', 'in', ids)
    .execute();
}

/** Puts a confirmed booking on other hours of the same length; false if it is no longer confirmed. */
export async function moveConfirmedBooking(
  db: Kysely<Database>,
  id: string,
  to: Pick<BookingRow, 'court_id' | 'starts_at' | 'ends_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CashStanding {
  /** Future bookings at the club still to be paid in cash there. */
  dueAtClub: number;
  /** When clubs marked the player's cash bookings no-shows since the date asked, oldest first. */
  noShows: string[];
}

/**
 * A status written into the SQL text rather than bound: SQLite prepares a statement again on
 * every run when a bound value meets a column that a partial index filters on (payments'
 * `refund_pending` index on status), which cost this hot query three quarters of its time.
 */
const paymentStatus = (status: PaymentsTable['status']) => sql.lit(status);

/** The rows behind cashStanding, built once (every cash booking asks). */
const cashStandingRows = reusedQuery(
  (db, query: { userId: string; clubId: string; nowIso: string; sinceIso: string }) =>
    db
      .selectFrom('bookings')
      .innerJoin(joinedPayments(db).as('payment'), 'payment.id', 'bookings.payment_id')
      .select(['payment.status', 'payment.updated_at'])
      .where('bookings.user_id', '=', query.userId)
      .where('bookings.made_by_owner', '=', 0)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('payment.status', '=', paymentStatus('no_show')),
            eb('payment.updated_at', '>=', query.sinceIso),
          ]),
          eb.and([
            eb('payment.status', '=', paymentStatus('due_at_club')),
            eb('bookings.status', '=', sql.lit('confirmed')),
            eb('bookings.starts_at', '>', query.nowIso),
            eb('bookings.court_id', 'in', clubReads.courtIdsOfClub(db, query.clubId)),
          ]),
        ]),
      )
      .orderBy('payment.updated_at'),
);

/**
 * A player's standing for paying in cash, in one query: their future cash bookings at one club
 * and their no-shows at any club since `sinceIso` (walk-ins an owner booked for a customer
 * aside).
 */
export async function cashStanding(
  db: Kysely<Database>,
  query: { userId: string; clubId: string; nowIso: string; sinceIso: string },
): Promise<CashStanding> {
  const { rows } = await cashStandingRows(db, query);
  const noShows = rows.filter((row) => row.status === 'no_show').map((row) => row.updated_at);
  return { dueAtClub: rows.length - noShows.length, noShows };
}

/** Every booking of a person, for Download my data. */
export function bookingRowsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('starts_at')
    .execute();
}

/** A person's bookings still ahead that hold an hour (held or confirmed), for closing the account. */
export function activeBookingsOf(db: Kysely<Database>, userId: string, nowIso: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'status', 'payment_id', 'starts_at', 'court_id'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['held', 'confirmed'])
    .where('starts_at', '>', nowIso)
    .execute();
}

/** How many bookings are in each state, in one grouped read (for the metrics). */
export function bookingCountsByStatus(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}

/**
 * A club's bookings still to come that hold their hours (confirmed, or held while their
 * payment is on its way), soonest first: a suspension keeps or cancels them.
 */
export function futureBookingsOfClub(db: Kysely<Database>, clubId: string, nowIso: string) {
  return bookingsWithPayment(db)
    .where('bookings.court_id', 'in', clubReads.courtIdsOfClub(db, clubId))
    .where('bookings.status', 'in', ['confirmed', 'held'])
    .where('bookings.starts_at', '>', nowIso)
    .orderBy('bookings.starts_at')
    .orderBy('bookings.id')
    .execute()
    .then((rows) => withPlaces(db, rows));
}

/** The money of a booking cancelled by the club that has not gone back yet: still live. */
export const owedPaymentStates = ['pending', 'due_at_club', 'succeeded'] as const;

/** Bookings the club cancelled whose money is still owed (their refund failed or never ran). */
export async function bookingsOwedByClub(db: Kysely<Database>, limit: number) {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin(joinedPayments(db).as('payment'), 'payment.id', 'bookings.payment_id')
    .select('bookings.id')
    .where('bookings.status', '=', 'cancelled')
    .where('bookings.cancel_reason', 'is not', null)
    .where('payment.status', 'in', owedPaymentStates)
    .orderBy('bookings.cancelled_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Query fragment: a club's bookings that start in [fromIso, toIso), as a table its reports
 * aggregate over (a year of them is summed by the database, never loaded).
 */
export function clubBookingsStarting(
  db: Kysely<Database>,
  clubId: string,
  fromIso: string,
  toIso: string,
) {
  return db
    .selectFrom('bookings')
    .select(['court_id', 'starts_at', 'duration_minutes', 'status', 'amount', 'payment_id'])
    .where('court_id', 'in', clubReads.courtIdsOfClub(db, clubId))
    .where('starts_at', '>=', fromIso)
    .where('starts_at', '<', toIso);
}

/**
 * A player's live bookings at a club that start from `fromIso` (confirmed, or held while their
 * hold runs), by start: what a member's plan limits.
 */
export function liveBookingStartsAt(
  db: Kysely<Database>,
  query: { userId: string; clubId: string; nowIso: string; fromIso: string },
) {
  return db
    .selectFrom('bookings')
    .select('starts_at')
    .where('user_id', '=', query.userId)
    .where('made_by_owner', '=', 0)
    .where('starts_at', '>', query.fromIso)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'confirmed'),
        eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '>', query.nowIso)]),
      ]),
    )
    .where('court_id', 'in', clubReads.courtIdsOfClub(db, query.clubId))
    .orderBy('starts_at')
    .execute();
}
