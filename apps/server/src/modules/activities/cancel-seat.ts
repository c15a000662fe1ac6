import { cancellationNoticeHours, conflictCodes, type RefundChoice } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { nothingRefunded } from '#server/modules/payments/payments.service.js';
import { inTransaction } from '#server/db/transaction.js';
import type { ActivitiesDeps } from './activities-deps.js';
import { findOccurrence, findSeat, lockOccurrence, setSeat } from './activities.repo.js';
import type { Waitlist } from './waitlist.js';

/**
 * A player gives their seat back up to the booking cancellation deadline (24 hours
 * before): what was paid goes back by the one refund rule (the way it was paid, or coins at
 * once if the player chose them), cash owed is no longer owed, and the seat is offered to the
 * waitlist.
 */
export function createCancelSeat(deps: ActivitiesDeps, waitlist: Pick<Waitlist, 'offerFreeSeats'>) {
  const { db, clock, payments } = deps;
  return async function cancelSeat(
    callerId: string,
    occurrenceId: string,
    choice: RefundChoice = 'original',
  ) {
    const place = await findOccurrence(db, occurrenceId);
    const seat = place ? await findSeat(db, occurrenceId, callerId) : undefined;
    if (!place || !seat || seat.status === 'cancelled') throw notFound('Seat');
    const deadline = Date.parse(place.starts_at) - cancellationNoticeHours * 3_600_000;
    if (seat.status === 'confirmed' && clock.now().getTime() > deadline)
      throw conflict(
        conflictCodes.TOO_LATE_TO_CANCEL,
        `A seat can be cancelled up to ${cancellationNoticeHours} hours before the session`,
      );
    const refund = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, callerId);
      await lockOccurrence(tx.db, occurrenceId);
      const current = await findSeat(tx.db, occurrenceId, callerId);
      if (!current || current.status === 'cancelled') throw notFound('Seat');
      const back = current.payment_id
        ? await payments.refundToPlayer(tx, current.payment_id, choice)
        : nothingRefunded;
      await setSeat(
        tx.db,
        { occurrenceId, userId: callerId },
        { status: 'cancelled', cancelled_at: clock.now().toISOString(), held_until: null },
      );
      await waitlist.offerFreeSeats(tx, occurrenceId);
      return back;
    });
    return { ...refund, coinBalance: await payments.coins.balance(db, callerId) };
  };
}
