import type { Tx } from '#server/db/transaction.js';
import type { PaymentRecord, PurposeHandler } from '#server/modules/payments/payments.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import { findSeat, lockOccurrence, setSeat, type SeatRow } from './activities.repo.js';
import { seatsTaken } from './seat-count.js';
import type { Waitlist } from './waitlist.js';

/** The player's live seat, kept for this payment. */
const isSeatOf = (seat: SeatRow | undefined, paymentId: string): seat is SeatRow =>
  !!seat && seat.payment_id === paymentId && seat.status !== 'cancelled';

/**
 * Confirms the seat a payment was for: only while the occurrence stands and has not started,
 * and the seat is still this payment's. A seat whose hold lapsed is confirmed if a seat is
 * still free; otherwise false, and payments refunds the money.
 */
export async function confirmSeat(
  tx: Tx,
  payment: Pick<PaymentRecord, 'id' | 'subject_id' | 'user_id'>,
  now: Date,
  seatsNumber: (tx: Tx, occurrenceId: string) => Promise<number | null>,
): Promise<boolean> {
  const occurrence = await lockOccurrence(tx.db, payment.subject_id);
  if (!occurrence || occurrence.cancelled_at || Date.parse(occurrence.starts_at) <= now.getTime())
    return false;
  const seat = await findSeat(tx.db, occurrence.id, payment.user_id);
  if (!isSeatOf(seat, payment.id)) return false;
  if (seat.status === 'confirmed') return true;
  const key = { occurrenceId: occurrence.id, userId: payment.user_id };
  const stillHeld = seat.held_until !== null && Date.parse(seat.held_until) > now.getTime();
  if (!stillHeld && !(await seatStillFree(tx, occurrence.id, payment.user_id, now, seatsNumber))) {
    await setSeat(tx.db, key, { status: 'cancelled', cancelled_at: now.toISOString() });
    return false;
  }
  await setSeat(tx.db, key, { status: 'confirmed', held_until: null });
  return true;
}

async function seatStillFree(
  tx: Tx,
  occurrenceId: string,
  userId: string,
  now: Date,
  seatsNumber: (tx: Tx, occurrenceId: string) => Promise<number | null>,
) {
  const limit = await seatsNumber(tx, occurrenceId);
  return limit === null || (await seatsTaken(tx.db, occurrenceId, now, userId)) < limit;
}

/** What an activity seat does when its payment settles (registered with payments). */
export function seatPaymentHandler(
  deps: Pick<ActivitiesDeps, 'clock'>,
  waitlist: Pick<Waitlist, 'offerFreeSeats'>,
  seatsNumber: (tx: Tx, occurrenceId: string) => Promise<number | null>,
): PurposeHandler {
  const succeeded = (tx: Tx, payment: PaymentRecord) =>
    confirmSeat(tx, payment, deps.clock.now(), seatsNumber);
  return {
    succeeded,
    succeededLate: succeeded,
    // A declined payment frees the seat it kept, for the waitlist or anyone.
    async failed(tx, payment) {
      const seat = await findSeat(tx.db, payment.subject_id, payment.user_id);
      if (!seat || seat.payment_id !== payment.id || seat.status !== 'held') return;
      await lockOccurrence(tx.db, payment.subject_id);
      await setSeat(
        tx.db,
        { occurrenceId: payment.subject_id, userId: payment.user_id },
        { status: 'cancelled', cancelled_at: deps.clock.now().toISOString(), held_until: null },
      );
      await waitlist.offerFreeSeats(tx, payment.subject_id);
    },
    // Cash is owed from the moment the seat is taken; marking it changes nothing here.
    cashMarked: async () => {},
  };
}
