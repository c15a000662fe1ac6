import { cancellationNoticeHours, conflictCodes, type RefundChoice } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { RefundRoute } from '#server/modules/payments/payments.service.js';
import { tellPlayers } from './match-notices.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import { assertNotStarted, assertOpen } from './match-rules.js';
import type { MatchesDeps } from './matches-deps.js';
import { loadMatch, lockMatch, vacateSeat, type MatchRecord } from './matches.repo.js';
import { isSettled, liveShareOf } from '#server/modules/match-shares/match-shares.service.js';

type GiveBack = (
  tx: Tx,
  matchId: string,
  userId: string,
  choice: RefundChoice,
) => Promise<{ refundedTo: RefundRoute; refundedCoins: number }>;

function assertSeated(record: MatchRecord, callerId: string) {
  if (record.match.owner_id === callerId)
    throw conflict(conflictCodes.OWN_MATCH, 'You organize this match: cancel it instead');
  if (!seatedIds(seatsOf(record)).includes(callerId)) throw notFound('Seat');
}

/**
 * A seated player gives their seat back (issue 30): up to the club's cancellation deadline
 * (24 hours before, as a booking) their share goes back by the refund rule; a share not paid
 * yet may be given back until the match starts. The seat reopens and the organizer is told.
 */
export function createMatchLeave(deps: MatchesDeps, giveBack: GiveBack) {
  const { db, clock, payments } = deps;

  async function assertInTime(record: MatchRecord, callerId: string) {
    const share = await liveShareOf(db, record.match.id, callerId);
    const deadline = Date.parse(record.match.starts_at) - cancellationNoticeHours * 3_600_000;
    if (share && isSettled(share) && clock.now().getTime() > deadline)
      throw conflict(
        conflictCodes.TOO_LATE_TO_CANCEL,
        `A seat can be given back up to ${cancellationNoticeHours} hours before the match`,
      );
  }

  return async function leave(callerId: string, matchId: string, choice: RefundChoice) {
    const found = await loadMatch(db, matchId);
    assertOpen(found);
    assertSeated(found, callerId);
    assertNotStarted(found, clock.now());
    await assertInTime(found, callerId);
    const back = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, callerId);
      await lockMatch(tx.db, matchId);
      const record = await loadMatch(tx.db, matchId);
      assertOpen(record);
      assertSeated(record, callerId);
      const refund = await giveBack(tx, matchId, callerId, choice);
      await vacateSeat(tx.db, matchId, callerId);
      await tellPlayers(deps, tx, [record.match.owner_id], 'match_player_left', record.match, {
        role: 'player',
        about: callerId,
      });
      return refund;
    });
    return { ...back, coinBalance: await payments.coins.balance(db, callerId) };
  };
}
