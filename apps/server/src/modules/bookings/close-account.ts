import { freeCancellationUntil } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { clubReads, toCancellationRule } from '#server/modules/clubs/clubs.service.js';
import type { BookingsDeps } from './bookings-deps.js';
import { activeBookingsOf, transitionBooking } from './bookings.repo.js';
import { bookingOwner, cancelHold } from './holds.js';

/**
 * Account closure's step for bookings, in the closure's transaction (the person's payer row
 * locked): unpaid holds are given up; confirmed bookings that could still be cancelled for a
 * full refund (their club's notice not begun) are cancelled, their hours freed and their money sent back the way
 * it came (refund, not coins: the account is closing). Bookings past the notice stay, as a
 * cancellation would: the club keeps the hour. Past bookings are kept for the clubs' records;
 * the account behind them is anonymised. Answers the payments to refund through a provider
 * once the transaction has committed.
 */
export function createCloseBookings(deps: BookingsDeps) {
  const { clock, courtTime, payments } = deps;

  return async function cancelAllOf(tx: Tx, userId: string): Promise<string[]> {
    const now = clock.now();
    const rows = await activeBookingsOf(tx.db, userId, now.toISOString());
    const places = await clubReads.placesOfCourts(
      tx.db,
      rows.map((row) => row.court_id),
    );
    const providerRefunds: string[] = [];
    for (const booking of rows) {
      if (booking.status === 'held') {
        await cancelHold(tx, deps, booking);
        continue;
      }
      const club = places.get(booking.court_id)?.club;
      if (!club) continue;
      const until = freeCancellationUntil(toCancellationRule(club), booking.starts_at);
      if (now.getTime() > until.getTime()) continue;
      const route = booking.payment_id ? await payments.refund(tx, booking.payment_id) : 'none';
      if (route === 'provider' && booking.payment_id) providerRefunds.push(booking.payment_id);
      await transitionBooking(tx.db, booking.id, 'confirmed', {
        status: 'cancelled',
        cancelled_at: now.toISOString(),
      });
      await courtTime.release(tx, bookingOwner(booking.id));
    }
    return providerRefunds;
  };
}
