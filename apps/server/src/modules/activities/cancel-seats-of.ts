import type { Tx } from '#server/db/transaction.js';
import type { ActivitiesDeps } from './activities-deps.js';
import { futureSeatsOf, leaveFutureWaitlists, lockOccurrence, setSeat } from './activities.repo.js';
import type { Waitlist } from './waitlist.js';

/**
 * A user's seats still to come are given back and refunded (online payments through their
 * provider after the commit, coins at once, cash no longer owed), each freed seat is
 * offered to its waitlist, and the user leaves every waitlist; inside the caller's
 * transaction (an account being deleted), as the one payer it moves money for.
 */
export function createCancelSeatsOf(
  deps: ActivitiesDeps,
  waitlist: Pick<Waitlist, 'offerFreeSeats'>,
) {
  const { clock, payments, log } = deps;
  return async function cancelSeatsOf(tx: Tx, userId: string): Promise<{ seats: number }> {
    const now = clock.now();
    await payments.lockPayer(tx, userId);
    const seats = await futureSeatsOf(tx.db, userId, now.toISOString());
    for (const seat of seats) {
      await lockOccurrence(tx.db, seat.occurrence_id);
      const paymentId = seat.payment_id;
      const route = paymentId ? await payments.refund(tx, paymentId) : 'none';
      if (route === 'provider' && paymentId)
        tx.afterCommit(() => {
          payments.sendRefund(paymentId).catch((error: unknown) => {
            log.error({ err: error, paymentId }, 'a seat refund failed; retrying later');
          });
        });
      await setSeat(
        tx.db,
        { occurrenceId: seat.occurrence_id, userId },
        { status: 'cancelled', cancelled_at: now.toISOString(), held_until: null },
      );
    }
    await leaveFutureWaitlists(tx.db, userId, now.toISOString());
    for (const seat of seats) await waitlist.offerFreeSeats(tx, seat.occurrence_id);
    return { seats: seats.length };
  };
}
