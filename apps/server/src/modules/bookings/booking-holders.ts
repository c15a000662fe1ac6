import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { claimDescriber, type HolderNames } from '#server/modules/court-time/court-time.service.js';
import { personName } from '#server/modules/users/users.service.js';
import { bookersOf, type BookerRow } from './bookings.repo.js';

/** Who a booking is for, as the owner reads it: the walk-in the club entered, or the player. */
export function bookerContact(booker: BookerRow) {
  if (booker.made_by_owner) return { name: booker.walk_in_name, phone: booker.walk_in_phone };
  return { name: personName(booker.first_name, booker.last_name) || null, phone: booker.phone };
}

/** The bookings' part of the owner's day grid: who booked, when, and how it is paid. */
export const describeBookings = (db: Kysely<Database>) =>
  claimDescriber(
    (ids) => bookersOf(db, ids),
    (booker) => ({
      ...bookerContact(booker),
      startsAt: booker.starts_at,
      endsAt: booker.ends_at,
      madeByOwner: booker.made_by_owner === 1,
      bookingStatus: booker.status,
      paymentId: booker.payment_id,
      paymentMethod: booker.payment_method,
      paymentStatus: booker.payment_status,
      amount: booker.amount,
      seriesId: booker.series_id,
    }),
  );

/** Who holds a court a retirement is refused for: the walk-in's name, or the player's first name. */
export const bookingHolderNames: HolderNames = async (db, ids) =>
  new Map(
    (await bookersOf(db, ids)).map((booker) => [
      booker.id,
      booker.walk_in_name ?? booker.first_name,
    ]),
  );
