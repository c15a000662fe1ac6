import { conflictCodes, matchEndsAt, matchOutcome, type SetScore } from '@courtside/shared';
import { conflict, forbidden } from '#server/lib/domain-error.js';
import { inTransaction } from '#server/db/transaction.js';
import {
  assertOpen,
  loadMatch,
  lockMatch,
  type MatchRecord,
} from '#server/modules/matches/matches.service.js';
import type { MatchResultsDeps } from './match-results-deps.js';
import { findResult, insertResult } from './match-results.repo.js';
import { createResultNotices } from './result-notices.js';

/** How long the other pair has to confirm or dispute a result before it stands. */
export const answerWindowMs = 48 * 3_600_000;

/** The four players in their seats; a match with an empty or reserved seat has none. */
export function fourPlayersOf(record: MatchRecord) {
  const players = record.seats
    .filter((seat) => seat.user_id !== null)
    .map((seat) => ({ userId: seat.user_id!, seat: seat.seat }));
  return players.length === 4 ? players : null;
}

/** Whether the match was played to its end by four players in the app. */
export function hasEnded(record: MatchRecord, now: Date): boolean {
  const end = matchEndsAt(record.match.starts_at, record.match.duration_minutes);
  return Date.parse(end) <= now.getTime();
}

/**
 * A player of a match records its result once it has ended, under the match row's lock: the
 * first of two players recording at once writes it, the other is told it exists.
 */
export function createResultRecording(
  deps: Pick<MatchResultsDeps, 'db' | 'clock' | 'notifications'>,
) {
  const { db, clock } = deps;
  const notices = createResultNotices(deps);

  function assertMayRecord(record: MatchRecord, callerId: string, now: Date) {
    const players = fourPlayersOf(record);
    if (!record.seats.some((seat) => seat.user_id === callerId))
      throw forbidden('Only the players of this match may record its result');
    if (!hasEnded(record, now))
      throw conflict(conflictCodes.MATCH_NOT_OVER, 'This match has not ended yet');
    if (!players)
      throw conflict(
        conflictCodes.RESULT_NEEDS_FOUR_PLAYERS,
        'A result is recorded for a match of four players in the app',
      );
    return players;
  }

  return async function record(callerId: string, matchId: string, sets: SetScore[]) {
    const now = clock.now();
    const outcome = matchOutcome(sets);
    // The schema has checked the sets already; this only narrows the type.
    if (!('winner' in outcome)) throw new Error('Unchecked sets');
    await inTransaction(db, async (tx) => {
      await lockMatch(tx.db, matchId);
      const match = await loadMatch(tx.db, matchId);
      assertOpen(match);
      const players = assertMayRecord(match, callerId, now);
      if (await findResult(tx.db, matchId))
        throw conflict(conflictCodes.RESULT_RECORDED, 'This match already has a result');
      await insertResult(
        tx.db,
        {
          match_id: matchId,
          sets: JSON.stringify(sets),
          winner: outcome.winner,
          status: 'pending',
          settled_by: null,
          recorded_by: callerId,
          recorded_at: now.toISOString(),
          answer_due_at: new Date(now.getTime() + answerWindowMs).toISOString(),
          answered_by: null,
          answered_at: null,
          decided_by: null,
          decided_at: null,
        },
        players,
      );
      await notices.recorded(tx, (await findResult(tx.db, matchId))!);
    });
  };
}
