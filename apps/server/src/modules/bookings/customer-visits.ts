import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { joinedPayments } from '#server/modules/payments/payments.service.js';
import { bookingsWithPayment, withPlaces } from './bookings.repo.js';

/** 1 when the club marked the booking's cash a no-show, else 0. */
const noShowFlag = sql<number>`case when payment.status = 'no_show' then 1 else 0 end`;

function confirmedAtClubs(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin(clubReads.courtClubs(db).as('court'), 'court.id', 'bookings.court_id')
    .leftJoin(joinedPayments(db).as('payment'), 'payment.id', 'bookings.payment_id')
    .where('bookings.status', '=', 'confirmed');
}

/**
 * Query fragments for a club's customer list: the confirmed bookings players made
 * themselves (who, at which club, when, whether a no-show), and those the desk made for a
 * walk-in with a phone (the walk-in's phone and name instead of the account).
 */
export const customerVisits = {
  accounts: (db: Kysely<Database>) =>
    confirmedAtClubs(db)
      .where('bookings.made_by_owner', '=', 0)
      .select([
        'bookings.user_id',
        'court.club_id',
        'bookings.starts_at as at',
        sql<string>`'booking'`.as('kind'),
        noShowFlag.as('no_show'),
      ]),
  walkIns: (db: Kysely<Database>) =>
    confirmedAtClubs(db)
      .where('bookings.made_by_owner', '=', 1)
      .where('bookings.walk_in_phone', 'is not', null)
      .select([
        sql<string>`bookings.walk_in_phone`.as('phone'),
        'bookings.walk_in_name as name',
        'court.club_id',
        'bookings.starts_at as at',
        noShowFlag.as('no_show'),
      ]),
};

/**
 * A customer's bookings at one club, latest first: their own (as an account) and the desk's
 * walk-ins under their phone, with each one's payment, at most `limit`.
 */
export async function customerBookings(
  db: Kysely<Database>,
  query: { clubId: string; userId: string | null; phone: string; limit: number },
) {
  const rows = await bookingsWithPayment(db)
    .where('bookings.court_id', 'in', clubReads.courtIdsOfClub(db, query.clubId))
    .where('bookings.status', 'in', ['confirmed', 'cancelled'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('bookings.made_by_owner', '=', 1),
          eb('bookings.walk_in_phone', '=', query.phone),
        ]),
        ...(query.userId === null
          ? []
          : [
              eb.and([
                eb('bookings.made_by_owner', '=', 0),
                eb('bookings.user_id', '=', query.userId),
              ]),
            ]),
      ]),
    )
    .orderBy('bookings.starts_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(query.limit)
    .execute();
  return withPlaces(db, rows);
}
