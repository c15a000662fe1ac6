import type { Tx } from '#server/db/transaction.js';
import type { PaymentRecord, PurposeHandler } from '#server/modules/payments/payments.service.js';
import type { SeatsDeps } from './seats-deps.js';
import { isOpen, seatLeft, seatOf } from './seat-count.js';
import { seatTaken, type Seat, type SeatKind } from './seat-kind.js';
import { seatTable } from './seat-table.js';
import type { Waitlist } from './waitlist.js';

/** The player's live seat, kept for this payment. */
const isSeatOf = (seat: Seat | undefined, paymentId: string): seat is Seat =>
  !!seat && seat.payment_id === paymentId && seat.status !== 'cancelled';

/**
 * What a seat does when its payment settles (registered with payments): confirmed only while
 * the subject is still to come and the seat is still this payment's; a seat whose hold lapsed
 * is confirmed if one is still free, otherwise false, and payments refunds the money. A
 * declined payment frees the seat it kept, for the waitlist or anyone.
 */
export function seatPaymentHandler(
  deps: Pick<SeatsDeps, 'clock'>,
  kind: SeatKind,
  waitlist: Pick<Waitlist, 'offerFreeSeats'>,
): PurposeHandler {
  const store = seatTable(kind.purpose);
  const cancelled = () => ({
    status: 'cancelled' as const,
    cancelled_at: deps.clock.now().toISOString(),
    held_until: null,
  });

  async function confirm(tx: Tx, payment: PaymentRecord): Promise<boolean> {
    const now = deps.clock.now();
    await kind.lock(tx.db, payment.subject_id);
    const subject = await kind.subject(tx.db, payment.subject_id);
    if (!isOpen(subject, now)) return false;
    const seat = await seatOf(tx.db, kind, subject.id, payment.user_id);
    if (!isSeatOf(seat, payment.id)) return false;
    if (seat.status === 'confirmed') return true;
    const key = { subjectId: subject.id, userId: payment.user_id };
    const stillHeld = seat.held_until !== null && Date.parse(seat.held_until) > now.getTime();
    if (!stillHeld && !(await seatLeft(tx, kind, subject, payment.user_id, now))) {
      await store.setSeat(tx.db, key, cancelled());
      return false;
    }
    await store.setSeat(tx.db, key, { status: 'confirmed', held_until: null });
    await seatTaken(tx, kind, payment.user_id, subject);
    return true;
  }

  return {
    succeeded: confirm,
    succeededLate: confirm,
    async failed(tx, payment) {
      const seat = await seatOf(tx.db, kind, payment.subject_id, payment.user_id);
      if (!seat || seat.payment_id !== payment.id || seat.status !== 'held') return;
      await kind.lock(tx.db, payment.subject_id);
      const key = { subjectId: payment.subject_id, userId: payment.user_id };
      await store.setSeat(tx.db, key, cancelled());
      await waitlist.offerFreeSeats(tx, payment.subject_id);
    },
    // Cash is owed from the moment the seat is taken; marking it changes nothing here.
    cashMarked: async () => {},
  };
}
