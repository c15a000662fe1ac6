import type { MyBooking } from '@courtside/shared';
import { cancellationTerms } from '@courtside/shared/rules';

/**
 * SPEC 4: Upcoming holds the bookings still to play (start later than now, not cancelled),
 * History the earlier ones and the cancelled ones. Upcoming soonest first, History latest first.
 */
export function splitBookings(bookings: readonly MyBooking[], now: Date) {
  const startOf = (booking: MyBooking) => Date.parse(booking.startsAt);
  const isUpcoming = (booking: MyBooking) =>
    booking.status !== 'cancelled' && startOf(booking) > now.getTime();
  return {
    upcoming: bookings.filter(isUpcoming).sort((a, b) => startOf(a) - startOf(b)),
    history: bookings
      .filter((booking) => !isUpcoming(booking))
      .sort((a, b) => startOf(b) - startOf(a)),
  };
}

/**
 * A confirmed booking can be cancelled by its club's rule: up to the club's notice (24 hours
 * unless the club set another), and later only where the club refunds a share.
 */
export function canCancel(booking: MyBooking, now: Date): boolean {
  return (
    booking.status === 'confirmed' &&
    cancellationTerms(booking.court.club.cancellation, booking, now).kind !== 'refused'
  );
}
