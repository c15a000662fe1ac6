import { inTransaction } from '#server/db/transaction.js';
import type { BookingsDeps } from './bookings-deps.js';
import { futureBookingsOfClub, type BookingWithPlace } from './bookings.repo.js';
import { tellPlayer } from './club-changes.js';
import { cancelHold } from './holds.js';

/**
 * Bookings the club calls off: a club suspended by the platform's admin, its future bookings cancelled (a confirmed one
 * refunded in full through the club's cancellation, a held one's hold ended) or kept, each
 * booking's player told.
 */
export function createClubSuspension(
  deps: BookingsDeps,
  cancelInFull: (booking: BookingWithPlace, reason: string) => Promise<unknown>,
) {
  const { db, clock, payments } = deps;

  /** A booking still waiting for its payment: the hold ends, a payment arriving later is refunded. */
  async function cancelHeld(booking: BookingWithPlace, reason: string) {
    await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, booking.user_id);
      if (await cancelHold(tx, deps, booking))
        await tellPlayer(deps, tx, booking, 'booking_cancelled', { reason, refund: 'none' });
    });
  }

  /** One booking cancelled by the club: a held one's hold ended, a confirmed one refunded. */
  async function cancelOne(booking: BookingWithPlace, reason: string) {
    if (booking.status === 'held') await cancelHeld(booking, reason);
    else await cancelInFull(booking, reason);
  }

  /**
   * A suspended club's future bookings: each cancelled and refunded in full with the reason
   * (answers how many), or each kept, its player told the club is suspended.
   */
  async function settleSuspension(clubId: string, choice: 'keep' | 'cancel', reason: string) {
    const bookings = await futureBookingsOfClub(db, clubId, clock.now().toISOString());
    if (choice === 'cancel') {
      for (const booking of bookings) await cancelOne(booking, reason);
      return bookings.length;
    }
    await inTransaction(db, async (tx) => {
      const kept = bookings.filter((one) => one.status === 'confirmed' && !one.made_by_owner);
      for (const booking of kept)
        await deps.notifications.record(tx, booking.user_id, 'club_suspended', {
          club: booking.club_name,
          reason,
          booking: booking.id,
          startsAt: booking.starts_at,
          timeZone: booking.club_time_zone,
        });
    });
    return 0;
  }

  return { settleSuspension };
}
