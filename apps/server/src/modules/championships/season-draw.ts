import {
  championshipFormatSchema,
  conflictCodes,
  drawChampionship,
  drawnSeeding,
  type ChampionshipDraw,
  type ChampionshipSeasonBody,
  type DrawSlot,
} from '@courtside/shared';
import { championshipSeasonBodySchema } from '@courtside/shared';
import { conflict } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { personName, userReads } from '#server/modules/users/users.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { requestsOf, type ChampionshipRow } from './championships.repo.js';
import { keptTeams, restoreTeams } from './roster-redraw.js';
import { lockLive, ownedChampionship } from './season-access.js';
import { releaseFixtureClaims } from './season-claims.js';
import { signalSeason } from './season-live.js';
import { deleteSeason, hasResults, insertSeason, type SeasonRows } from './season.repo.js';

type SeasonChoice = ReturnType<typeof championshipSeasonBodySchema.parse>;
type RequestRow = Awaited<ReturnType<typeof requestsOf>>[number];

/** A team for each accepted application that is paid, or owes nothing (a free championship). */
function entered(row: ChampionshipRow, requests: readonly RequestRow[]) {
  return requests.filter(
    (request) => request.status === 'confirmed' && (request.paid_at !== null || row.price === 0),
  );
}

/** The owner's order first (request ids), the rest as they applied; or drawn. */
function seeded(requests: readonly RequestRow[], choice: SeasonChoice, random: () => number) {
  const rank = new Map((choice.order ?? []).map((id, index) => [id, index]));
  const ordered = [...requests].sort(
    (a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity),
  );
  return choice.seeding === 'drawn' && choice.format.kind !== 'knockout'
    ? drawnSeeding(
        ordered.map((request) => request.id),
        random,
      ).map((id) => ordered.find((request) => request.id === id)!)
    : ordered;
}

function drawOrRefuse(teamIds: string[], choice: SeasonChoice, random: () => number) {
  try {
    return drawChampionship(teamIds, choice.format, random);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw conflict(
      conflictCodes.SEASON_TEAMS_SHORT,
      'The accepted and paid teams do not fit this format: count them and choose again',
    );
  }
}

/** A side as stored: its team, or (JSON) where it comes from. */
function sideColumns(slot: DrawSlot) {
  if ('team' in slot) return { team: slot.team, source: null };
  return { team: null, source: JSON.stringify(slot) };
}

function fixtureRows(championshipId: string, draw: ChampionshipDraw): SeasonRows['fixtures'] {
  return draw.rounds.flatMap((round, index) =>
    round.matches.map((match) => {
      const [home, away] = [sideColumns(match.home), sideColumns(match.away)];
      return {
        id: newId(),
        championship_id: championshipId,
        draw_key: match.id,
        round: index + 1,
        stage: round.stage,
        group_index: match.group ?? null,
        home_team_id: home.team,
        away_team_id: away.team,
        home_source: home.source,
        away_source: away.source,
        court_id: null,
        starts_at: null,
        ends_at: null,
        home_score: null,
        away_score: null,
        status: 'unscheduled' as const,
        played_at: null,
      };
    }),
  );
}

/**
 * PUT /user/champion/{id}/season: the owner sets how the championship is played and draws its
 * fixtures from the accepted and paid teams. Drawn again, the fixtures before go (their court
 * hours freed) — but never once a result is in: a table is not rewritten under its players.
 */
export function createSeasonDraw(deps: ChampionshipsDeps, random: () => number = Math.random) {
  const { db, clock } = deps;

  async function teamNames(requests: readonly RequestRow[]) {
    const accounts = await userReads.accountsOf(
      db,
      requests.map((request) => request.user_id),
    );
    return (request: RequestRow) => {
      const team = accounts.get(request.user_id)?.football_team_name?.trim();
      return team || personName(request.first_name, request.last_name);
    };
  }

  async function replace(tx: Tx, rows: SeasonRows) {
    const championshipId = rows.season.championship_id;
    if (await hasResults(tx.db, championshipId))
      throw conflict(
        conflictCodes.SEASON_HAS_RESULTS,
        'Results are in: the fixtures can no longer be drawn again',
      );
    const kept = await keptTeams(tx.db, championshipId);
    await releaseFixtureClaims(deps, tx, championshipId);
    await deleteSeason(tx.db, championshipId);
    await insertSeason(tx.db, rows);
    await restoreTeams(tx.db, kept, rows.teams);
    await signalSeason(deps, tx, championshipId);
  }

  return async function setSeason(callerId: string, id: string, body: ChampionshipSeasonBody) {
    const championship = await ownedChampionship(deps, callerId, id);
    const choice = championshipSeasonBodySchema.parse(body);
    const requests = seeded(entered(championship, await requestsOf(db, [id])), choice, random);
    const nameOf = await teamNames(requests);
    const teamIds = requests.map(() => newId());
    const draw = drawOrRefuse(teamIds, choice, random);
    const groupOf = new Map(draw.groups.flatMap((group, index) => group.map((t) => [t, index])));
    const byTeam = new Map(teamIds.map((teamId, index) => [teamId, requests[index]!]));
    const rows: SeasonRows = {
      season: {
        championship_id: id,
        format: JSON.stringify(championshipFormatSchema.parse(choice.format)),
        points_win: choice.points.win,
        points_draw: choice.points.draw,
        points_loss: choice.points.loss,
        bracket_size: draw.bracketSize,
        drawn_at: clock.now().toISOString(),
      },
      teams: draw.seeding.map((teamId, index) => {
        const request = byTeam.get(teamId)!;
        return {
          id: teamId,
          championship_id: id,
          request_id: request.id,
          captain_id: request.user_id,
          name: nameOf(request),
          seed: index + 1,
          group_index: choice.format.kind === 'groups' ? (groupOf.get(teamId) ?? null) : null,
        };
      }),
      fixtures: fixtureRows(id, draw),
    };
    await inTransaction(db, async (tx) => {
      await lockLive(tx, id);
      await replace(tx, rows);
    });
  };
}
