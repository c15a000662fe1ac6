import { inTransaction, type Tx } from '#server/db/transaction.js';
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

  /** Cancels an open match inside the caller's transaction (the owner's payer row is locked). */
  async function cancelLocked(tx: Tx, matchId: string): Promise<void> {
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
   * Account closure's step for matches, in the closure's transaction: the person's open
   * future matches are cancelled (their players told), their seats in others' matches
   * freed, their pending requests withdrawn and their stars removed.
   */
  async function leaveAllOf(tx: Tx, userId: string): Promise<void> {
    const now = clock.now().toISOString();
    const owned = await tx.db
      .selectFrom('matches')
      .select('id')
      .where('owner_id', '=', userId)
      .where('status', '=', 'open')
      .where('starts_at', '>', now)
      .execute();
    for (const { id } of owned) await cancelLocked(tx, id);
    const seatedIn = await tx.db
      .selectFrom('match_seats')
      .innerJoin('matches', 'matches.id', 'match_seats.match_id')
      .select('matches.id')
      .where('match_seats.user_id', '=', userId)
      .where('matches.status', '=', 'open')
      .where('matches.starts_at', '>', now)
      .execute();
    for (const { id } of seatedIn) {
      await lockMatch(tx.db, id);
      await tx.db
        .updateTable('match_seats')
        .set({ user_id: null })
        .where('match_id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    }
    await tx.db
      .updateTable('match_requests')
      .set({ status: 'rejected' })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
    await tx.db
      .deleteFrom('favorites')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('favorite_id', '=', userId)]))
      .execute();
  }

  return { cancel, leaveAllOf };
}
