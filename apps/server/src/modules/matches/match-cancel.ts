import { inTransaction, type Tx } from '#server/lib/transaction.js';
import type { MatchCourts } from './match-court.js';
import { tellPlayers } from './match-notices.js';
import { seatedIds, seatsOf } from './match.mapper.js';
import { assertNotStarted, assertOpen, assertOwner } from './match-rules.js';
import { writeSeats } from './match-writes.js';
import type { MatchesDeps } from './matches-deps.js';
import { loadMatch, lockMatch, type MatchRecord } from './matches.repo.js';

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

  async function cancel(callerId: string, matchId: string): Promise<void> {
    const found = await loadMatch(db, matchId);
    assertOpen(found);
    assertOwner(found, callerId);
    assertNotStarted(found, clock.now());
    await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, callerId);
      await lockMatch(tx.db, matchId);
      const record = await loadMatch(tx.db, matchId);
      assertOpen(record);
      await tx.db
        .updateTable('matches')
        .set({ status: 'cancelled' })
        .where('id', '=', matchId)
        .execute();
      await courts.free(tx, record.match);
      await notifyCancelled(tx, record);
      await writeSeats(tx, matchId, [null, null, null, null]);
      await tx.db
        .updateTable('match_requests')
        .set({ status: 'rejected' })
        .where('match_id', '=', matchId)
        .where('status', '=', 'pending')
        .execute();
    });
  }

  return cancel;
}
