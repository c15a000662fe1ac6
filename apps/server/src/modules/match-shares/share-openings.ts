import type { PaymentMethod } from '@courtside/shared';
import { matchShareHoldMinutes, seatHoldMinutes } from '@courtside/shared';
import { newId } from '#server/lib/ids.js';
import type { Tx } from '#server/db/transaction.js';
import { minutesFrom, shareAmount, type NewMatchShare } from './share-rules.js';
import type { MatchSharesDeps } from './match-shares-deps.js';
import { insertShare, setShare } from './shares.repo.js';

/**
 * The shares a match opens: one for each player seated on a request, the organizer's own on
 * creating it, and what the organizer owes for the seats no player pays.
 */
export function createShareOpenings(deps: Pick<MatchSharesDeps, 'clock' | 'payments' | 'matches'>) {
  const { clock, payments, matches } = deps;
  /** What the match's payments buy, for their receipts: its time (its court is on the club's side). */
  const itemOf = async (tx: Tx, matchId: string) => ({
    name: null,
    startsAt: (await matches.lockedMatch(tx, matchId))?.starts_at ?? null,
  });
  return {
    /** A share for each newly seated player, theirs to pay within the hold time. */
    async open(tx: Tx, matchId: string, userIds: readonly string[]) {
      const now = clock.now();
      for (const userId of userIds)
        await insertShare(tx.db, {
          id: newId(),
          match_id: matchId,
          user_id: userId,
          payment_id: null,
          held_until: minutesFrom(now, matchShareHoldMinutes),
          created_at: now.toISOString(),
        });
    },

    /**
     * The organizer's share on creating the match, in its transaction: cash and coins are paid
     * at once; a hosted method keeps the seat for a checkout's time while they pay it.
     */
    async openOrganizers(tx: Tx, match: NewMatchShare, method: PaymentMethod) {
      const now = clock.now();
      const id = newId();
      const hosted = method !== 'cash' && method !== 'coins';
      await insertShare(tx.db, {
        id,
        match_id: match.matchId,
        user_id: match.ownerId,
        payment_id: null,
        held_until: hosted ? minutesFrom(now, seatHoldMinutes) : null,
        created_at: now.toISOString(),
      });
      if (hosted) return;
      const payment = await payments.create(tx, {
        payerId: match.ownerId,
        purpose: 'match',
        subjectId: match.matchId,
        method,
        amount: shareAmount(match.price, true),
        currency: match.price.currency,
        payeeClubId: match.clubId,
        item: await itemOf(tx, match.matchId),
      });
      await setShare(tx.db, id, { payment_id: payment.id });
    },

    /**
     * What the organizer owes at the club for seats no player pays (reserved ones, and empty
     * ones they cover at the fill deadline): what was owed before is replaced.
     */
    async owedByOrganizer(
      tx: Tx,
      match: NewMatchShare & { previous: string | null },
      seats: number,
    ) {
      if (match.previous) await payments.cancel(tx, match.previous);
      const amount = shareAmount(match.price, false) * seats;
      const payment =
        seats > 0
          ? await payments.create(tx, {
              payerId: match.ownerId,
              purpose: 'match',
              subjectId: match.matchId,
              method: 'cash',
              amount,
              currency: match.price.currency,
              payeeClubId: match.clubId,
              item: await itemOf(tx, match.matchId),
            })
          : null;
      await matches.setOwedPayment(tx, match.matchId, payment?.id ?? null);
    },
  };
}
