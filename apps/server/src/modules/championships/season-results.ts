import {
  gamesWon,
  standings,
  type PlayedResult,
  type PointsRule,
  type StandingRow,
} from '@courtside/shared';
import { setsOfStored } from './fixture-score.js';
import type { FixtureRow, ScorerRow, SeasonRow, TeamRow } from './season.repo.js';

/** A padel fixture's games for the table's game difference; nothing for football. */
function gamesOf(fixture: FixtureRow) {
  const sets = setsOfStored(fixture.sets);
  if (!sets) return {};
  const games = gamesWon(sets);
  return { homeGames: games.home, awayGames: games.away };
}

/** A played fixture with both sides known, as the shared table and scorers take it. */
export function resultsOf(
  fixtures: readonly FixtureRow[],
  scorers: readonly ScorerRow[],
): Array<PlayedResult & { fixture: FixtureRow }> {
  const byFixture = Map.groupBy(scorers, (scorer) => scorer.fixture_id);
  return fixtures.flatMap((fixture) => {
    const { home_team_id: home, away_team_id: away, home_score, away_score } = fixture;
    if (fixture.status !== 'played' || !home || !away || home_score === null || away_score === null)
      return [];
    const scored = (byFixture.get(fixture.id) ?? []).map((scorer) => ({
      team: scorer.team_id,
      name: scorer.name,
      goals: scorer.goals,
      ...(scorer.player_id ? { playerId: scorer.player_id } : {}),
    }));
    const score = { homeScore: home_score, awayScore: away_score, ...gamesOf(fixture) };
    return [{ fixture, home, away, ...score, scorers: scored }];
  });
}

export const pointsOf = (season: SeasonRow): PointsRule => ({
  win: season.points_win,
  draw: season.points_draw,
  loss: season.points_loss,
});

/**
 * The tables: one over the league, or one per group over its group's fixtures; a knockout
 * has none.
 */
export function tablesOf(
  season: SeasonRow,
  teams: readonly TeamRow[],
  results: ReturnType<typeof resultsOf>,
): Array<{ group: number | null; rows: StandingRow[] }> {
  const rule = pointsOf(season);
  const shown = (list: readonly TeamRow[]) =>
    list.map((team) => ({ id: team.id, name: team.name }));
  const stageResults = results.filter((result) => result.fixture.stage !== 'knockout');
  if (isLeague(season)) return [{ group: null, rows: standings(shown(teams), stageResults, rule) }];
  const groups = [...new Set(teams.map((team) => team.group_index))].filter((g) => g !== null);
  return groups
    .sort((a, b) => a - b)
    .map((group) => ({
      group,
      rows: standings(
        shown(teams.filter((team) => team.group_index === group)),
        stageResults.filter((result) => result.fixture.group_index === group),
        rule,
      ),
    }));
}

const isLeague = (season: SeasonRow) =>
  (JSON.parse(season.format) as { kind: string }).kind === 'league';
