import { conflictCodes, standings, type FixtureResultBody } from '@courtside/shared';
import { conflict, invalidField } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { userReads } from '#server/modules/users/users.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { lockLive, ownedChampionship, seasonFixture } from './season-access.js';
import { signalSeason } from './season-live.js';
import { dropProposal } from './proposal.repo.js';
import { pointsOf, resultsOf } from './season-results.js';
import { resultFor, storedSets, type Result } from './fixture-score.js';
import {
  fixturesOf,
  replaceScorers,
  scorersOf,
  teamsOf,
  updateFixture,
  type FixtureRow,
  type SeasonRow,
} from './season.repo.js';

type Source = { winnerOf: string } | { group: number; place: number };

const sourceOf = (json: string | null): Source | null =>
  json === null ? null : (JSON.parse(json) as Source);

/** The draw key of the fixture whose winner a side waits for, if it waits for one. */
function winnerSource(json: string | null): string | null {
  const source = sourceOf(json);
  return source && 'winnerOf' in source ? source.winnerOf : null;
}

/** The scorers may not name more goals for a side than it scored, nor unknown accounts. */
export async function checkScorers(deps: ChampionshipsDeps, result: Result) {
  const goals = { home: 0, away: 0 };
  for (const scorer of result.scorers) goals[scorer.side] += scorer.goals;
  if (goals.home > result.homeScore || goals.away > result.awayScore)
    throw invalidField('scorers', 'The scorers have more goals than the score');
  const ids = result.scorers.flatMap((scorer) => (scorer.playerId ? [scorer.playerId] : []));
  const known = await userReads.openPeopleOf(deps.db, ids);
  if (known.length !== new Set(ids).size)
    throw invalidField('scorers', 'A scorer named by account is not a player of the app');
}

/** Knockout sides fed by `fixture` get its winner; group places once the group is played. */
async function feedLaterFixtures(tx: Tx, season: SeasonRow, fixture: FixtureRow) {
  const fixtures = await fixturesOf(tx.db, fixture.championship_id);
  const teamAt = await groupPlaces(tx, season, fixtures);
  const winner =
    fixture.stage === 'knockout'
      ? fixture.home_score! > fixture.away_score!
        ? fixture.home_team_id
        : fixture.away_team_id
      : null;
  const filled = (source: Source | null, current: string | null) => {
    if (source && 'winnerOf' in source && source.winnerOf === fixture.draw_key) return winner;
    if (source && 'group' in source) return teamAt(source.group, source.place) ?? null;
    return current;
  };
  for (const later of fixtures.filter((f) => f.stage === 'knockout' && f.status !== 'played')) {
    const home = filled(sourceOf(later.home_source), later.home_team_id);
    const away = filled(sourceOf(later.away_source), later.away_team_id);
    if (home === later.home_team_id && away === later.away_team_id) continue;
    await updateFixture(tx.db, later.id, { home_team_id: home, away_team_id: away });
    // A captain's result proposed between the sides it had is no longer about this match.
    await dropProposal(tx.db, later.id);
  }
}

/** Who finished where in each group all of whose fixtures are played; undefined otherwise. */
async function groupPlaces(tx: Tx, season: SeasonRow, fixtures: readonly FixtureRow[]) {
  const teams = await teamsOf(tx.db, season.championship_id);
  const results = resultsOf(
    fixtures,
    await scorersOf(
      tx.db,
      fixtures.map((f) => f.id),
    ),
  );
  return (group: number, place: number): string | undefined => {
    const ofGroup = fixtures.filter((f) => f.stage === 'groups' && f.group_index === group);
    if (ofGroup.length === 0 || ofGroup.some((f) => f.status !== 'played')) return undefined;
    const table = standings(
      teams.filter((team) => team.group_index === group).map((t) => ({ id: t.id, name: t.name })),
      results.filter((r) => r.fixture.stage === 'groups' && r.fixture.group_index === group),
      pointsOf(season),
    );
    return table[place - 1]?.team;
  };
}

/** A knockout result is not changed once the fixture it fed is played. */
export async function checkNotFedOn(tx: Tx, fixture: FixtureRow) {
  if (fixture.stage !== 'knockout' || fixture.status !== 'played') return;
  const fed = (await fixturesOf(tx.db, fixture.championship_id)).filter((later) =>
    [later.home_source, later.away_source].some((json) => winnerSource(json) === fixture.draw_key),
  );
  if (fed.some((later) => later.status === 'played'))
    throw conflict(conflictCodes.FIXTURE_PLAYED, 'The fixture its winner went on to is played');
}

export function checkPlayable(fixture: FixtureRow, result: Result) {
  if (!fixture.home_team_id || !fixture.away_team_id)
    throw conflict(
      conflictCodes.FIXTURE_SIDES_UNKNOWN,
      'Both teams of this fixture are not known yet',
    );
  if (fixture.stage === 'knockout' && result.homeScore === result.awayScore)
    throw conflict(conflictCodes.KNOCKOUT_NEEDS_WINNER, 'A knockout fixture needs a winner');
}

/**
 * A fixture's result is in: its score and scorers (replacing earlier ones), any captain's
 * proposal gone, and the knockout and group places it decides fed on.
 */
export async function applyResult(
  tx: Tx,
  entered: { season: SeasonRow; fixture: FixtureRow; result: Result; at: Date },
) {
  const { season, fixture, result } = entered;
  const played = {
    home_score: result.homeScore,
    away_score: result.awayScore,
    sets: storedSets(result.sets),
    status: 'played' as const,
    played_at: entered.at.toISOString(),
  };
  await updateFixture(tx.db, fixture.id, played);
  await replaceScorers(
    tx.db,
    fixture.id,
    result.scorers.map((scorer) => ({
      id: newId(),
      fixture_id: fixture.id,
      team_id: (scorer.side === 'home' ? fixture.home_team_id : fixture.away_team_id)!,
      player_id: scorer.playerId ?? null,
      name: scorer.name,
      goals: scorer.goals,
    })),
  );
  await dropProposal(tx.db, fixture.id);
  await feedLaterFixtures(tx, season, { ...fixture, ...played });
}

/**
 * PUT /user/champion/{id}/season/fixtures/{fixtureId}/result: the club's owner enters a score
 * and its scorers (entered again, they replace the earlier ones); a captain's proposal, waiting
 * or disputed, gives way to it. The table and top scorers are worked out from the results on
 * each read; a knockout's next fixture gets the winner, and a finished group's places go to the
 * knockout. Open pages hear it at once.
 */
export function createFixtureResult(deps: ChampionshipsDeps) {
  const { db, clock } = deps;
  return async function enterResult(
    callerId: string,
    id: string,
    fixtureId: string,
    body: FixtureResultBody,
  ) {
    const championship = await ownedChampionship(deps, callerId, id);
    const result = resultFor(championship, body);
    await checkScorers(deps, result);
    await inTransaction(db, async (tx) => {
      await lockLive(tx, id);
      const { season, fixture } = await seasonFixture(tx, id, fixtureId);
      checkPlayable(fixture, result);
      await checkNotFedOn(tx, fixture);
      await applyResult(tx, { season, fixture, result, at: clock.now() });
      await signalSeason(deps, tx, id);
    });
  };
}
