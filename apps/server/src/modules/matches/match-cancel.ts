import type { RefundChoice } from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ClosureCancel } from '#server/modules/court-time/court-time.service.js';
import { nothingRefunded } from '#server/modules/payments/payments.service.js';
import type { MatchCourts } from './match-court.js';
import { tellPlayers } from './match-notices.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import { assertNotStarted, assertOpen, assertOwner } from './match-rules.js';
import { writeSeats } from './match-writes.js';
import type { MatchesDeps } from './matches-deps.js';
import {
  declinePartnerAsksOf,
  loadMatch,
  lockMatch,
  markMatchCancelled,
  openMatchesOwnedBy,
  openMatchesSeating,
  rejectPendingRequests,
  removeStarsOf,
  vacateSeat,
  type MatchRecord,
} from './matches.repo.js';
import {
  endShare,
  liveShareOf,
  liveShares,
} from '#server/modules/match-shares/match-shares.service.js';

/**
 * Cancelling a match: every seat and the court hours are freed, each share is given back by
 * the refund rule, and the players are told.
 */
export function createMatchCancel(deps: MatchesDeps, courts: MatchCourts) {
  const { db, clock, payments } = deps;

  /** Who hears of a cancellation: the players and those asking; the owner when they did not cancel. */
  async function notifyCancelled(tx: Tx, record: MatchRecord, tellOwner: boolean) {
    const told = new Set([
      ...seatedIds(seatsOf(record)),
      ...record.requests.filter((r) => r.status === 'pending').map((r) => r.user_id),
    ]);
    if (!tellOwner) told.delete(record.match.owner_id);
    await tellPlayers(deps, tx, told, 'match_cancelled', record.match);
  }

  /**
   * A player's share ends and its money goes back by the refund rule (the player's lock is
   * held): paid online, through the provider; in coins, or `coins` chosen, as coins at once;
   * owed at the club or not paid yet, it is no longer owed.
   */
  async function giveBackShare(tx: Tx, matchId: string, userId: string, choice: RefundChoice) {
    const share = await liveShareOf(tx.db, matchId, userId);
    if (!share) return nothingRefunded;
    const back = share.payment_id
      ? await payments.refundToPlayer(tx, share.payment_id, choice)
      : nothingRefunded;
    await endShare(tx.db, share.id, clock.now().toISOString());
    return back;
  }

  /**
   * Gives back the shares still live in cancelled matches, one payer per transaction (the
   * order of locks); one that fails is left for the next sweep.
   */
  function refundShares(
    rows: ReadonlyArray<{ id: string; user_id: string; payment_id: string | null }>,
  ) {
    return payments.purchases.callOffEach(
      rows.map((row) => ({
        payerId: row.user_id,
        paymentId: row.payment_id,
        close: (tx: Tx) => endShare(tx.db, row.id, clock.now().toISOString()),
        logFields: { matchShareId: row.id },
      })),
    );
  }

  /** After a cancellation's commit: the other players' shares go back. */
  const refundSharesOf = async (matchId: string) => refundShares(await liveShares(db, [matchId]));

  /**
   * Cancels an open match under its lock, inside the caller's transaction, moving no money:
   * its court hours and seats freed, its requests rejected, its players told. Answers it.
   */
  async function callOffLocked(tx: Tx, matchId: string, tellOwner: boolean) {
    await lockMatch(tx.db, matchId);
    const record = await loadMatch(tx.db, matchId);
    assertOpen(record);
    await markMatchCancelled(tx.db, matchId);
    await courts.free(tx, record.match);
    await notifyCancelled(tx, record, tellOwner);
    await writeSeats(tx, matchId, [null, null, null, null]);
    await rejectPendingRequests(tx.db, { matchId });
    return record;
  }

  /**
   * Cancels an open match inside the caller's transaction (the owner's payer row is locked):
   * the organizer's share goes back here, the other players' after the commit (refundSharesOf).
   */
  async function cancelLocked(tx: Tx, matchId: string, tellOwner = false): Promise<void> {
    const record = await callOffLocked(tx, matchId, tellOwner);
    await giveBackShare(tx, matchId, record.match.owner_id, 'original');
  }

  async function cancel(callerId: string, matchId: string): Promise<void> {
    const found = await loadMatch(db, matchId);
    assertOpen(found);
    assertOwner(found, callerId);
    assertNotStarted(found, clock.now());
    await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, callerId);
      await cancelLocked(tx, matchId);
    });
    await refundSharesOf(matchId);
  }

  /**
   * Account closure's step for matches, in the closure's transaction: the person's open
   * future matches are cancelled (their players told; their shares go back in the sweep),
   * their seats in others' matches freed with their shares given back, their pending
   * requests withdrawn, the asks to play as a partner still waiting for
   * them declined, and their stars removed.
   */
  async function leaveAllOf(tx: Tx, userId: string): Promise<void> {
    const now = clock.now().toISOString();
    for (const { id } of await openMatchesOwnedBy(tx.db, userId, now)) await cancelLocked(tx, id);
    for (const { id } of await openMatchesSeating(tx.db, userId, now)) {
      await lockMatch(tx.db, id);
      await giveBackShare(tx, id, userId, 'original');
      await vacateSeat(tx.db, id, userId);
    }
    await rejectPendingRequests(tx.db, { userId });
    await declinePartnerAsksOf(tx.db, userId, now);
    await removeStarsOf(tx.db, userId);
  }

  return {
    cancel,
    callOffLocked,
    cancelLocked,
    leaveAllOf,
    giveBackShare,
    refundShares,
    refundSharesOf,
  };
}

/**
 * A closure of the club or court over the match: cancelled like its owner would, in the
 * closure's transaction, its owner told too, with the club's reason; every share, the owner's
 * too, goes back after the commit (the sweep gives back one that failed). A match no longer
 * open has nothing to cancel.
 */
export function closureCancel(
  deps: MatchesDeps,
  { callOffLocked, refundSharesOf }: ReturnType<typeof createMatchCancel>,
): ClosureCancel {
  return {
    async callOff(tx, matchId, reason) {
      await lockMatch(tx.db, matchId);
      const found = await loadMatch(tx.db, matchId);
      if (found?.match.status !== 'open') return;
      await callOffLocked(tx, matchId, false);
      await deps.notifications.record(tx, found.match.owner_id, 'match_cancelled', {
        matchId,
        club: found.match.club_name,
        startsAt: found.match.starts_at,
        timeZone: found.match.club_time_zone,
        reason,
      });
    },
    async refund(matchIds) {
      for (const matchId of matchIds) await refundSharesOf(matchId);
    },
  };
}
