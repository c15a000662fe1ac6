import type { Payment } from '@courtside/shared';
import { coinsForAmount, conflictCodes } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { checkClubAccess } from '#server/modules/clubs/clubs.service.js';
import type { Coins } from './coins.js';
import { assertPayerLocked, lockPayer } from './payer-lock.js';
import { toPayment } from './payment.mapper.js';
import type { PaymentMoves } from './payment-moves.js';
import * as repo from './payments.repo.js';
import type { CashOutcome, PurposeRegistry } from './purposes.js';

interface EndingDeps {
  db: Kysely<Database>;
  coins: Coins;
  purposes: PurposeRegistry;
  moves: PaymentMoves;
}

/** How a payment ends on our side: it runs out, its purchase is cancelled, cash is marked. */
export function createPaymentEndings({ db, coins, purposes, moves }: EndingDeps) {
  async function lockedPayment(tx: Tx, id: string) {
    const payment = await repo.lockPayment(tx.db, id);
    if (!payment) throw notFound('Payment');
    assertPayerLocked(tx, payment.user_id);
    return payment;
  }

  return {
    /** A pending payment ran out on our side (its hold lapsed); false if it had settled. */
    async expire(tx: Tx, paymentId: string): Promise<boolean> {
      const payer = (await repo.findPayment(tx.db, paymentId))?.user_id;
      if (!payer) return false;
      await lockPayer(tx, payer);
      const payment = await lockedPayment(tx, paymentId);
      if (payment.status !== 'pending') return false;
      return moves.move(tx, paymentId, 'pending', 'expired');
    },

    /**
     * What a cancelled purchase does to its payment: an unpaid one is cancelled (a late
     * approval is then refunded); a paid one (card, wallet, mobile, coins) comes back as
     * coins at once, all of it or only `share` minor units of it (a late cancellation's; a
     * share of nothing leaves the payment with the club). Answers the coins given back.
     */
    async cancel(tx: Tx, paymentId: string, share?: number): Promise<number> {
      const payment = await lockedPayment(tx, paymentId);
      if (payment.status === 'pending' || payment.status === 'due_at_club') {
        await moves.move(tx, paymentId, payment.status, 'cancelled');
        return 0;
      }
      if (payment.status !== 'succeeded' || payment.method === 'cash') return 0;
      const part = share !== undefined && share < payment.amount ? share : null;
      if (part === 0) return 0;
      const refunded = coinsForAmount(part ?? payment.amount);
      await moves.move(tx, paymentId, 'succeeded', 'refunded', {
        refund_to: 'coins',
        refund_amount: part,
      });
      await coins.credit(tx, {
        userId: payment.user_id,
        coins: refunded,
        reason: 'refund',
        ref: paymentId,
      });
      return refunded;
    },

    /** The club owner marks cash at the club collected or a no-show. */
    async markCash(callerId: string, paymentId: string, outcome: CashOutcome): Promise<Payment> {
      const found = await repo.findPayment(db, paymentId);
      const club = found?.method === 'cash' && (await repo.payeeClubOf(db, paymentId));
      if (!found || !club) throw notFound('Payment');
      await checkClubAccess(db, club, callerId, 'bookings');
      const row = await inTransaction(db, async (tx) => {
        await lockPayer(tx, found.user_id);
        const payment = await lockedPayment(tx, paymentId);
        if (payment.status !== 'due_at_club')
          throw conflict(
            conflictCodes.CASH_ALREADY_MARKED,
            'This cash payment was already settled',
          );
        await purposes.of(payment.purpose).cashMarked?.(tx, payment, outcome);
        const to = outcome === 'collected' ? 'succeeded' : 'no_show';
        await moves.move(tx, paymentId, 'due_at_club', to);
        return repo.findPayment(tx.db, paymentId);
      });
      return toPayment(row!);
    },
  };
}
