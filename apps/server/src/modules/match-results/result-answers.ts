import {
  conflictCodes,
  matchOutcome,
  type ResultDecisionBody,
  type SetScore,
} from '@courtside/shared';
import { conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { checkClubAccess } from '#server/modules/clubs/clubs.service.js';
import type { MatchResultsDeps } from './match-results-deps.js';
import { pairOf } from './match-result.mapper.js';
import {
  clubOfMatch,
  findResult,
  lockResult,
  moveResult,
  unansweredResults,
  type ResultRecord,
} from './match-results.repo.js';
import { moveLevels } from './player-levels.js';
import { createResultNotices } from './result-notices.js';

/** Results stood per sweep round, one short transaction each. */
const sweepBatch = 100;

/** The result of a match, locked for the rest of the transaction. */
async function lockedResult(tx: Tx, matchId: string): Promise<ResultRecord> {
  await lockResult(tx.db, matchId);
  const record = await findResult(tx.db, matchId);
  if (!record) throw notFound('Match result');
  return record;
}

const standing = (record: ResultRecord, winner = record.result.winner) => ({
  matchId: record.result.match_id,
  winner,
  players: record.players,
});

/** Only a player of the pair that did not record a result answers it, and only once. */
function assertOtherPair(record: ResultRecord, callerId: string) {
  const pair = pairOf(record, callerId);
  if (pair === null) throw forbidden('Only the players of this match may answer its result');
  if (pair === pairOf(record, record.result.recorded_by))
    throw forbidden('The other pair answers this result');
  if (record.result.status !== 'pending')
    throw conflict(conflictCodes.RESULT_ANSWERED, 'This result was already answered');
}

/**
 * What happens to a recorded result: the other pair confirms or disputes it, 48 hours
 * without an answer make it stand, the club owner decides a disputed one. A result moves
 * from the status it is in only (a compare-and-set), so levels move once whoever wins a race.
 */
export function createResultAnswers(
  deps: Pick<MatchResultsDeps, 'db' | 'clock' | 'notifications'>,
) {
  const { db, clock } = deps;
  const notices = createResultNotices(deps);

  async function answer(callerId: string, matchId: string, confirm: boolean) {
    const now = clock.now();
    await inTransaction(db, async (tx) => {
      const record = await lockedResult(tx, matchId);
      assertOtherPair(record, callerId);
      if (!confirm && Date.parse(record.result.answer_due_at) <= now.getTime())
        throw conflict(conflictCodes.ANSWER_TIME_OVER, 'The time to dispute this result is over');
      const answered = { answered_by: callerId, answered_at: now.toISOString() };
      await notices.answered(tx, record, callerId, confirm);
      if (!confirm) {
        await moveResult(tx.db, matchId, 'pending', { status: 'disputed', ...answered });
        return;
      }
      await moveResult(tx.db, matchId, 'pending', {
        status: 'confirmed',
        settled_by: 'pair',
        ...answered,
      });
      await moveLevels(tx, standing(record), now.toISOString());
    });
  }

  async function decide(callerId: string, matchId: string, body: ResultDecisionBody) {
    const now = clock.now().toISOString();
    await inTransaction(db, async (tx) => {
      const record = await lockedResult(tx, matchId);
      // A result's match always has its club: the result is found above, the club with it.
      await checkClubAccess(tx.db, (await clubOfMatch(tx.db, matchId))!, callerId, 'results');
      if (record.result.status !== 'disputed')
        throw conflict(
          conflictCodes.RESULT_NOT_DISPUTED,
          'Only a disputed result is decided by the club',
        );
      const decided = { settled_by: 'owner' as const, decided_by: callerId, decided_at: now };
      if (body.decision === 'void') {
        await moveResult(tx.db, matchId, 'disputed', { status: 'void', ...decided });
        await notices.decided(tx, record, null);
        return;
      }
      const sets: SetScore[] = body.sets ?? (JSON.parse(record.result.sets) as SetScore[]);
      await notices.decided(tx, record, sets);
      const outcome = matchOutcome(sets);
      const winner = 'winner' in outcome ? outcome.winner : record.result.winner;
      await moveResult(tx.db, matchId, 'disputed', {
        status: 'confirmed',
        sets: JSON.stringify(sets),
        winner,
        ...decided,
      });
      await moveLevels(tx, standing(record, winner), now);
    });
  }

  /** A result unanswered for 48 hours stands; answers how many stood. */
  async function standUnanswered(): Promise<number> {
    let stood = 0;
    for (;;) {
      const nowIso = clock.now().toISOString();
      const due = await unansweredResults(db, nowIso, sweepBatch);
      for (const matchId of due)
        await inTransaction(db, async (tx) => {
          const record = await lockedResult(tx, matchId);
          const moved = await moveResult(tx.db, matchId, 'pending', {
            status: 'confirmed',
            settled_by: 'time',
          });
          if (!moved) return;
          await moveLevels(tx, standing(record), nowIso);
          await notices.stood(tx, record);
          stood += 1;
        });
      if (due.length < sweepBatch) return stood;
    }
  }

  return { answer, decide, standUnanswered };
}
