import type {
  LevelQuizAnswers,
  MatchResultView,
  PlayerLevel,
  ResultDecisionBody,
  SetScore,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { notFound } from '#server/lib/domain-error.js';
import { loadMatch, people } from '#server/modules/matches/matches.service.js';
import { toMatchResult } from './match-result.mapper.js';
import type { MatchResultsDeps } from './match-results-deps.js';
import {
  disputedAtClubsOf,
  findResult,
  levelHistoryOf,
  ratingOf,
  resultDataOf,
  standingResultsOf,
} from './match-results.repo.js';
import { reliabilityOf } from './padel-rating.js';
import { createResultAnswers } from './result-answers.js';
import { createResultRecording, fourPlayersOf, hasEnded } from './result-recording.js';
import { setStartingLevel } from './starting-level.js';

export type { MatchResultsDeps } from './match-results-deps.js';

/** How many results a profile lists, and how many points its level chart draws at most. */
const profileResults = 10;
const chartPoints = 30;

/**
 * Results and levels of padel matches (docs/decisions.md, "Padel results", "Padel levels"):
 * a player records a finished match's result, the other pair confirms or disputes it within
 * 48 hours (unanswered, it stands), the club owner decides a disputed one, and results that
 * stand move the players' levels.
 */
export function createMatchResults(deps: MatchResultsDeps) {
  const { db, clock } = deps;
  const { canSee } = deps.matches;
  const record = createResultRecording(deps);
  const answers = createResultAnswers(deps);

  /** A match's result as the caller sees it, and whether they may record one. */
  async function view(callerId: string, matchId: string): Promise<MatchResultView> {
    const match = await loadMatch(db, matchId);
    if (!match || !(await canSee(match, callerId))) throw notFound('Match');
    const now = clock.now();
    const result = await findResult(db, matchId);
    if (result) return { result: toMatchResult(result, callerId, now), canRecord: false };
    const canRecord =
      match.match.status === 'open' &&
      hasEnded(match, now) &&
      fourPlayersOf(match)?.some((player) => player.userId === callerId) === true;
    return { result: null, canRecord };
  }

  async function playerLevel(callerId: string, userId: string): Promise<PlayerLevel> {
    const [person] = await people(db, [userId]);
    if (!person) throw notFound('Player');
    const now = clock.now();
    const [rating, history, results] = await Promise.all([
      ratingOf(db, userId),
      levelHistoryOf(db, userId, chartPoints),
      standingResultsOf(db, userId, profileResults),
    ]);
    return {
      level: person.padel_level,
      reliability: rating ? reliabilityOf(rating) : 0,
      confirmedMatches: rating?.matches ?? 0,
      history,
      results: results.map((one) => toMatchResult(one, callerId, now)),
    };
  }

  return {
    view,
    async record(callerId: string, matchId: string, sets: SetScore[]) {
      await record(callerId, matchId, sets);
      return view(callerId, matchId);
    },
    async answer(callerId: string, matchId: string, confirm: boolean) {
      await answers.answer(callerId, matchId, confirm);
      return view(callerId, matchId);
    },
    async decide(callerId: string, matchId: string, body: ResultDecisionBody) {
      await answers.decide(callerId, matchId, body);
      const decided = await findResult(db, matchId);
      return toMatchResult(decided!, callerId, clock.now());
    },
    async disputedAtMyClubs(ownerId: string) {
      const now = clock.now();
      return (await disputedAtClubsOf(db, ownerId)).map((one) => toMatchResult(one, ownerId, now));
    },
    standUnanswered: answers.standUnanswered,
    playerLevel,
    /** Sets the caller's starting level from their answers, and answers their level. */
    /** Whether results have moved the player's level: then only results move it. */
    levelFromResults: async (userId: string) => (await ratingOf(db, userId)) !== undefined,

    async setStartingLevel(callerId: string, answers: LevelQuizAnswers) {
      await setStartingLevel(db, callerId, answers);
      return playerLevel(callerId, callerId);
    },
    /** Download my data: the player's rating, its history and the results they played in. */
    personalData: {
      exportOf: async (from: Kysely<Database>, userId: string) => ({
        results: await resultDataOf(from, userId),
      }),
    },
  };
}
export type MatchResults = ReturnType<typeof createMatchResults>;
