import type { MyBooking } from '@courtside/shared';
import { cancellationNoticeHours } from '@courtside/shared/rules';

const hourMs = 3_600_000;

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

/** SPEC 9: a confirmed booking can be cancelled up to 24 hours before it starts. */
export function canCancel(booking: MyBooking, now: Date): boolean {
  return (
    booking.status === 'confirmed' &&
    Date.parse(booking.startsAt) - now.getTime() >= cancellationNoticeHours * hourMs
  );
}
