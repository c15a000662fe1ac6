import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { MatchCourts } from './match-court.js';
import { tellPlayers } from './match-notices.js';
import { seatedIds, seatsOf } from './match.mapper.js';
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

/** Cancelling a match: every seat and the court hours are freed, and the players are told. */
export function createMatchCancel(deps: MatchesDeps, courts: MatchCourts) {
  const { db, clock, payments } = deps;

  async function notifyCancelled(tx: Tx, record: MatchRecord) {
    const told = new Set([
      ...seatedIds(seatsOf(record)),
      ...record.requests.filter((r) => r.status === 'pending').map((r) => r.user_id),
    ]);
    told.delete(record.match.owner_id);
    await tellPlayers(deps, tx, told, 'match_cancelled', record.match);
  }

  /** Cancels an open match inside the caller's transaction (the owner's payer row is locked). */
  async function cancelLocked(tx: Tx, matchId: string): Promise<void> {
    await lockMatch(tx.db, matchId);
    const record = await loadMatch(tx.db, matchId);
    assertOpen(record);
    await markMatchCancelled(tx.db, matchId);
    await courts.free(tx, record.match);
    await notifyCancelled(tx, record);
    await writeSeats(tx, matchId, [null, null, null, null]);
    await rejectPendingRequests(tx.db, { matchId });
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
  }

  /**
   * A closure of the club or court over the match: cancelled like its owner would, and its
   * owner told too, with the club's reason. A match no longer open has nothing to cancel.
   */
  async function cancelForClosure(matchId: string, reason: string): Promise<void> {
    const found = await loadMatch(db, matchId);
    if (found?.match.status !== 'open') return;
    await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, found.match.owner_id);
      await cancelLocked(tx, matchId);
      await deps.notifications.record(tx, found.match.owner_id, 'match_cancelled', {
        matchId,
        club: found.match.club_name,
        startsAt: found.match.starts_at,
        timeZone: found.match.club_time_zone,
        reason,
      });
    });
  }

  /**
   * Account closure's step for matches, in the closure's transaction: the person's open
   * future matches are cancelled (their players told), their seats in others' matches
   * freed, their pending requests withdrawn, the asks to play as a partner still waiting for
   * them declined, and their stars removed.
   */
  async function leaveAllOf(tx: Tx, userId: string): Promise<void> {
    const now = clock.now().toISOString();
    for (const { id } of await openMatchesOwnedBy(tx.db, userId, now)) await cancelLocked(tx, id);
    for (const { id } of await openMatchesSeating(tx.db, userId, now)) {
      await lockMatch(tx.db, id);
      await vacateSeat(tx.db, id, userId);
    }
    await rejectPendingRequests(tx.db, { userId });
    await declinePartnerAsksOf(tx.db, userId, now);
    await removeStarsOf(tx.db, userId);
  }

  return { cancel, leaveAllOf, cancelForClosure };
}
