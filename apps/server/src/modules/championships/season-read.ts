import {
  clubLocalRange,
  topScorers,
  type ChampionshipFixture,
  type ChampionshipFormat,
  type ChampionshipSeason,
} from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import { clubReads, mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findChampionship } from './championships.repo.js';
import { rostersOf } from './roster-read.js';
import { proposalsOf, type ProposalRow } from './proposal.repo.js';
import { pointsOf, resultsOf, tablesOf } from './season-results.js';
import { setsOfStored } from './fixture-score.js';
import {
  findSeason,
  fixturesOf,
  scorersOf,
  teamsOf,
  type FixtureRow,
  type ScorerRow,
  type TeamRow,
} from './season.repo.js';

type Source = { winnerOf: string } | { group: number; place: number };

interface FixtureContext {
  teams: Map<string, TeamRow>;
  proposals: Map<string, ProposalRow>;
  idOfKey: Map<string, string>;
  courts: Map<string, string>;
  scorers: Map<string, ScorerRow[]>;
  timeZone: string;
}

/** A side's stored source, its earlier fixture named by id rather than by the draw's key. */
function sourceOf(json: string | null, idOfKey: Map<string, string>) {
  if (json === null) return null;
  const source = JSON.parse(json) as Source;
  return 'winnerOf' in source
    ? { winnerOf: idOfKey.get(source.winnerOf) ?? source.winnerOf, group: null, place: null }
    : { winnerOf: null, group: source.group, place: source.place };
}

function sideOf(teamId: string | null, source: string | null, context: FixtureContext) {
  const team = teamId ? context.teams.get(teamId) : undefined;
  return {
    teamId: team?.id ?? null,
    name: team?.name ?? null,
    source: team ? null : sourceOf(source, context.idOfKey),
  };
}

function localTimes(row: FixtureRow, timeZone: string) {
  if (!row.starts_at || !row.ends_at) return { date: null, startTime: null, endTime: null };
  return clubLocalRange(row.starts_at, row.ends_at, timeZone);
}

/** A captain's result waiting for an answer, its scorers named by team as the played ones. */
function proposalOf(row: FixtureRow, proposal: ProposalRow | undefined) {
  if (!proposal) return null;
  const scorers = JSON.parse(proposal.scorers) as Array<{
    side: 'home' | 'away';
    playerId?: string;
    name: string;
    goals: number;
  }>;
  return {
    by: proposal.team_id,
    homeScore: proposal.home_score,
    awayScore: proposal.away_score,
    sets: setsOfStored(proposal.sets),
    scorers: scorers.map((scorer) => ({
      teamId: (scorer.side === 'home' ? row.home_team_id : row.away_team_id) ?? '',
      playerId: scorer.playerId ?? null,
      name: scorer.name,
      goals: scorer.goals,
    })),
    status: proposal.status,
    proposedAt: proposal.proposed_at,
    answerDueAt: proposal.answer_due_at,
  };
}

function toFixture(row: FixtureRow, context: FixtureContext): ChampionshipFixture {
  const courtName = row.court_id ? context.courts.get(row.court_id) : undefined;
  return {
    id: row.id,
    round: row.round,
    stage: row.stage,
    group: row.group_index,
    home: sideOf(row.home_team_id, row.home_source, context),
    away: sideOf(row.away_team_id, row.away_source, context),
    court: row.court_id ? { id: row.court_id, name: courtName ?? '' } : null,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    ...localTimes(row, context.timeZone),
    homeScore: row.home_score,
    awayScore: row.away_score,
    status: row.status,
    scorers: (context.scorers.get(row.id) ?? []).map((scorer) => ({
      teamId: scorer.team_id,
      playerId: scorer.player_id,
      name: scorer.name,
      goals: scorer.goals,
    })),
    sets: setsOfStored(row.sets),
    proposal: proposalOf(row, context.proposals.get(row.id)),
  };
}

function roundsOf(fixtures: readonly ChampionshipFixture[]) {
  const byRound = Map.groupBy(fixtures, (fixture) => fixture.round);
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => ({ round, stage: list[0]!.stage, fixtures: list }));
}

function bracketOf(size: number | null, rounds: ReturnType<typeof roundsOf>) {
  if (size === null) return null;
  const knockout = rounds.filter((round) => round.stage === 'knockout');
  return {
    size,
    rounds: knockout.map((round) => ({
      round: round.round,
      fixtureIds: round.fixtures.map((fixture) => fixture.id),
    })),
  };
}

/**
 * Who may read a championship's season: anyone signed in, while the championship lives (404
 * once it is deleted, or for an id that never was one).
 */
export async function readableChampionship(db: ChampionshipsDeps['db'], id: string) {
  const championship = await findChampionship(db, id);
  if (!championship) throw notFound('Season');
  return championship;
}

/** GET /user/champion/{id}/season: any signed-in reader; 404 until the fixtures are drawn. */
export function createSeasonRead(deps: ChampionshipsDeps) {
  const { db } = deps;
  return async function season(readerId: string, id: string): Promise<ChampionshipSeason> {
    const championship = await readableChampionship(db, id);
    const season = await findSeason(db, id);
    if (!season) throw notFound('Season');
    const [teams, fixtures] = [await teamsOf(db, id), await fixturesOf(db, id)];
    const scorers = await scorersOf(
      db,
      fixtures.map((fixture) => fixture.id),
    );
    const courtIds = fixtures.flatMap((fixture) => (fixture.court_id ? [fixture.court_id] : []));
    const places = await clubReads.placesOfCourts(db, courtIds);
    const context: FixtureContext = {
      teams: new Map(teams.map((team) => [team.id, team])),
      proposals: new Map((await proposalsOf(db, id)).map((one) => [one.fixture_id, one])),
      idOfKey: new Map(fixtures.map((fixture) => [fixture.draw_key, fixture.id])),
      courts: new Map([...places].map(([courtId, place]) => [courtId, place.court.name])),
      scorers: Map.groupBy(scorers, (scorer) => scorer.fixture_id),
      timeZone: championship.club_time_zone,
    };
    const rounds = roundsOf(fixtures.map((fixture) => toFixture(fixture, context)));
    const rosters = await rostersOf(
      db,
      teams.map((team) => team.id),
    );
    const results = resultsOf(fixtures, scorers);
    return {
      championshipId: id,
      name: championship.name,
      timeZone: championship.club_time_zone,
      sport: championship.court_sport,
      format: JSON.parse(season.format) as ChampionshipFormat,
      points: pointsOf(season),
      canManage: await mayActOnClub(
        db,
        { id: championship.club_id, owner_id: championship.club_owner_id },
        readerId,
        'championships',
      ),
      teams: teams.map((team) => ({
        id: team.id,
        name: team.name,
        captainId: team.captain_id,
        seed: team.seed,
        group: team.group_index,
        members: rosters.get(team.id) ?? [],
      })),
      rounds,
      tables: tablesOf(season, teams, results),
      topScorers: topScorers(results),
      bracket: bracketOf(season.bracket_size, rounds),
    };
  };
}
