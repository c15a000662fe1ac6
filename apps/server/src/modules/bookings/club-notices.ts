import type { Tx } from '#server/db/transaction.js';
import { mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import { personName, userReads } from '#server/modules/users/users.service.js';
import type { BookingsDeps } from './bookings-deps.js';
import type { BookingRow, BookingWithPlace } from './bookings.repo.js';

/**
 * Tells a club's owner what a player did with a booking at their club: booked it (once it is
 * confirmed) or cancelled it. Bookings made by those who run the club's bookings, walk-ins
 * included, are known to them already.
 */
export async function tellClubOwner(
  { notifications }: Pick<BookingsDeps, 'notifications'>,
  tx: Tx,
  booking: BookingRow,
  place: BookingWithPlace,
  kind: 'club_booking_made' | 'club_booking_cancelled',
): Promise<void> {
  const club = { id: place.club_id, owner_id: place.club_owner_id };
  const runsTheClub = await mayActOnClub(tx.db, club, booking.user_id, 'bookings');
  if (booking.made_by_owner || runsTheClub) return;
  const player = (await userReads.accountsOf(tx.db, [booking.user_id])).get(booking.user_id);
  await notifications.record(
    tx,
    place.club_owner_id,
    kind,
    {
      booking: booking.id,
      club: place.club_name,
      court: place.court_name,
      startsAt: booking.starts_at,
      timeZone: place.club_time_zone,
      player: player ? personName(player.first_name, player.last_name) : null,
    },
    booking.user_id,
  );
}
