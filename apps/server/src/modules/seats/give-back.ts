import { cancellationNoticeHours, type RefundChoice } from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { nothingRefunded } from '#server/modules/payments/payments.service.js';
import type { SeatsDeps } from './seats-deps.js';
import { seatOf } from './seat-count.js';
import type { Seat, SeatKind } from './seat-kind.js';
import { seatTable } from './seat-table.js';
import type { Waitlist } from './waitlist.js';

/**
 * Seats given back: by their player up to the cancellation deadline, by a closing account,
 * or by the club calling the subject off; each with the one refund rule.
 */
export function createGiveBack(
  deps: SeatsDeps,
  kind: SeatKind,
  waitlist: Pick<Waitlist, 'offerFreeSeats'>,
) {
  const { db, clock, payments, log } = deps;
  const store = seatTable(kind.purpose);
  const cancelled = () => ({
    status: 'cancelled' as const,
    cancelled_at: clock.now().toISOString(),
    held_until: null,
  });

  /**
   * A player gives their seat back up to the cancellation deadline (a held one at any time):
   * what was paid goes back the way it was paid, or as coins at once if they chose them; cash
   * owed is no longer owed, and the seat is offered to the waitlist.
   */
  async function leave(callerId: string, subjectId: string, choice: RefundChoice = 'original') {
    const subject = await kind.subject(db, subjectId);
    const seat = subject ? await seatOf(db, kind, subjectId, callerId) : undefined;
    if (!subject || !seat || seat.status === 'cancelled') throw kind.refusals.noSeat();
    const deadline = Date.parse(subject.startsAt) - cancellationNoticeHours * 3_600_000;
    if (seat.status === 'confirmed' && clock.now().getTime() > deadline)
      throw kind.refusals.tooLate();
    const refund = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, callerId);
      await kind.lock(tx.db, subjectId);
      const current = await seatOf(tx.db, kind, subjectId, callerId);
      if (!current || current.status === 'cancelled') throw kind.refusals.noSeat();
      const back = current.payment_id
        ? await payments.refundToPlayer(tx, current.payment_id, choice)
        : nothingRefunded;
      await store.setSeat(tx.db, { subjectId, userId: callerId }, cancelled());
      await waitlist.offerFreeSeats(tx, subjectId);
      await kind.changed?.(tx, subjectId);
      return back;
    });
    return { ...refund, coinBalance: await payments.coins.balance(db, callerId) };
  }

  /**
   * A user's seats still to come are given back and refunded (online payments through their
   * provider after the commit, coins at once, cash no longer owed), each freed seat is offered
   * to its waitlist, and the user leaves every waitlist; inside the caller's transaction (an
   * account being closed), as the one payer it moves money for.
   */
  async function releaseSeatsOf(tx: Tx, userId: string): Promise<{ seats: number }> {
    const now = clock.now();
    await payments.lockPayer(tx, userId);
    const stillToCome = () => kind.stillToCome(tx.db, now.toISOString());
    const seats = await store.futureSeatsOf(tx.db, userId, stillToCome());
    for (const seat of seats) {
      await kind.lock(tx.db, seat.subject_id);
      const paymentId = seat.payment_id;
      const route = paymentId ? await payments.refund(tx, paymentId) : 'none';
      if (route === 'provider' && paymentId)
        tx.afterCommit(() => {
          payments.sendRefund(paymentId).catch((error: unknown) => {
            log.error({ err: error, paymentId }, 'a seat refund failed; retrying later');
          });
        });
      await store.setSeat(tx.db, { subjectId: seat.subject_id, userId }, cancelled());
    }
    await store.leaveWaitlists(tx.db, userId, stillToCome());
    for (const seat of seats) {
      await waitlist.offerFreeSeats(tx, seat.subject_id);
      await kind.changed?.(tx, seat.subject_id);
    }
    return { seats: seats.length };
  }

  /** Each seat's money back and the seat cancelled; a failed one is left to the sweeper. */
  const refundEach = (seats: readonly Seat[]) =>
    payments.purchases.callOffEach(
      seats.map((seat) => ({
        payerId: seat.user_id,
        paymentId: seat.payment_id,
        close: (tx: Tx) =>
          store.setSeat(tx.db, { subjectId: seat.subject_id, userId: seat.user_id }, cancelled()),
        logFields: { purpose: kind.purpose, subjectId: seat.subject_id },
      })),
    );

  /**
   * The club called subjects off (after their commit): each live seat's money goes back the
   * way it came, one payer per transaction.
   */
  async function refundCalledOff(subjectIds: readonly string[]) {
    const seats = await store.seats(db, subjectIds);
    await refundEach(seats.filter((seat) => seat.status !== 'cancelled'));
  }

  /** The sweeper's round: seats of called-off subjects still owed their money. */
  async function refundCancelled(): Promise<number> {
    const open = await store.seatsToRefund(db, kind.calledOff(db), 100);
    await refundEach(open);
    return open.length;
  }

  return { leave, releaseSeatsOf, refundCalledOff, refundCancelled };
}
