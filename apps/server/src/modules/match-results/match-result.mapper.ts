import { pairOfSeat, type MatchResult, type SetScore } from '@courtside/shared';
import type { ResultPlayerRow, ResultRecord } from './match-results.repo.js';

const playerView = (row: ResultPlayerRow) => ({
  id: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  photo: row.photo,
});

/** The pair a player of the result played in, or null for someone who did not play. */
export function pairOf(record: ResultRecord, userId: string) {
  const player = record.players.find((row) => row.user_id === userId);
  return player ? pairOfSeat(player.seat) : null;
}

/** Whether the caller is of the other pair and may still confirm or dispute the result. */
export function mayAnswer(record: ResultRecord, callerId: string, now: Date): boolean {
  const { result } = record;
  const pair = pairOf(record, callerId);
  return (
    result.status === 'pending' &&
    pair !== null &&
    pair !== pairOf(record, result.recorded_by) &&
    Date.parse(result.answer_due_at) > now.getTime()
  );
}

export function toMatchResult(record: ResultRecord, callerId: string, now: Date): MatchResult {
  const { result, players } = record;
  const inPair = (pair: 'a' | 'b') =>
    players.filter((row) => pairOfSeat(row.seat) === pair).map(playerView);
  return {
    matchId: result.match_id,
    startsAt: result.starts_at,
    clubName: result.club_name,
    timeZone: result.club_time_zone,
    sets: JSON.parse(result.sets) as SetScore[],
    winner: result.winner,
    pairs: { a: inPair('a'), b: inPair('b') },
    status: result.status,
    settledBy: result.settled_by,
    recordedBy: result.recorded_by,
    recordedAt: result.recorded_at,
    answerDueAt: result.answer_due_at,
    canAnswer: mayAnswer(record, callerId, now),
  };
}
