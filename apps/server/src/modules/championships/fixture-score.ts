import {
  fixtureResultBodySchema,
  setsWon,
  type FixtureResultBody,
  type SetScore,
} from '@courtside/shared';
import { invalidField } from '#server/lib/domain-error.js';
import type { ChampionshipWithPlace } from './championships.repo.js';

type Scorers = ReturnType<typeof fixtureResultBodySchema.parse>['scorers'];

/**
 * A fixture's result as its championship's sport plays it: football's goals and scorers, or
 * padel's sets (the home pair as a) with the sets each pair won as its score, so the table,
 * the knockout's winner and the notices read both alike.
 */
export interface Result {
  homeScore: number;
  awayScore: number;
  sets: SetScore[] | null;
  scorers: Scorers;
}

function padelResult(body: ReturnType<typeof fixtureResultBodySchema.parse>): Result {
  if (!body.sets) throw invalidField('sets', 'A padel match’s result is its sets');
  if (body.scorers.length > 0) throw invalidField('scorers', 'A padel match has no scorers');
  const won = setsWon(body.sets);
  return { homeScore: won.home, awayScore: won.away, sets: body.sets, scorers: [] };
}

/** The body checked against the shared schema and the championship's sport. */
export function resultFor(
  championship: Pick<ChampionshipWithPlace, 'court_sport'>,
  body: FixtureResultBody,
): Result {
  const parsed = fixtureResultBodySchema.parse(body);
  if (championship.court_sport === 'padel') return padelResult(parsed);
  if (parsed.sets) throw invalidField('sets', 'A football match’s result is its goals');
  // The schema asks for both goals when no sets are given.
  return {
    homeScore: parsed.homeScore!,
    awayScore: parsed.awayScore!,
    sets: null,
    scorers: parsed.scorers,
  };
}

/** The score as a notice shows it: "2-1", or a padel match's sets, "6-4 3-6 7-5". */
export const scoreText = (result: Pick<Result, 'homeScore' | 'awayScore' | 'sets'>) =>
  result.sets
    ? result.sets.map((set) => `${set.a}-${set.b}`).join(' ')
    : `${result.homeScore}-${result.awayScore}`;

/** Sets as a fixture or a proposal stores them. */
export const storedSets = (sets: readonly SetScore[] | null) =>
  sets ? JSON.stringify(sets) : null;
export const setsOfStored = (json: string | null): SetScore[] | null =>
  json === null ? null : (JSON.parse(json) as SetScore[]);
