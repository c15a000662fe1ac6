import { conflictCodes, type FixtureResultBody } from '@courtside/shared';
import { conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findChampionship } from './championships.repo.js';
import { checkPlayable, checkScorers } from './fixture-result.js';
import { resultFor, scoreText, setsOfStored, storedSets, type Result } from './fixture-score.js';
import { findProposal, insertProposal, type ProposalRow } from './proposal.repo.js';
import { lockLive, seasonFixture } from './season-access.js';
import { signalSeason } from './season-live.js';
import { teamNamesOf, type FixtureRow } from './season.repo.js';

/** How long the other team's captain has to confirm or dispute a result before it stands. */
export const proposalAnswerMs = 48 * 3_600_000;

type Team = Awaited<ReturnType<typeof teamNamesOf>>[number];
export interface Sides {
  home: Team | undefined;
  away: Team | undefined;
}

export async function sidesOf(tx: Tx, fixture: FixtureRow): Promise<Sides> {
  const ids = [fixture.home_team_id, fixture.away_team_id].filter((id) => id !== null);
  const teams = await teamNamesOf(tx.db, ids);
  return {
    home: teams.find((team) => team.id === fixture.home_team_id),
    away: teams.find((team) => team.id === fixture.away_team_id),
  };
}

/** The team of the fixture the caller captains, and the other one; null for anyone else. */
export function captainOf(sides: Sides, callerId: string) {
  if (sides.home && sides.home.captain_id === callerId)
    return { mine: sides.home, other: sides.away };
  if (sides.away && sides.away.captain_id === callerId)
    return { mine: sides.away, other: sides.home };
  return null;
}

export const resultOf = (proposal: ProposalRow): Result => ({
  homeScore: proposal.home_score,
  awayScore: proposal.away_score,
  sets: setsOfStored(proposal.sets),
  scorers: JSON.parse(proposal.scorers) as Result['scorers'],
});

/** What the notice of a proposal says: the championship, the match and the score. */
export function factsOf(championshipId: string, name: string, sides: Sides, result: Result) {
  return {
    championshipId,
    championship: name,
    home: sides.home?.name ?? '?',
    away: sides.away?.name ?? '?',
    score: scoreText(result),
  };
}

/**
 * A team's captain proposes a fixture's result (as the owner enters one); the other team's
 * captain answers it (proposal-answers.ts), as padel results are answered. The owner's own
 * result always wins over a proposal (fixture-result.ts drops it).
 */
export function createResultProposal(deps: ChampionshipsDeps) {
  const { db, clock, notifications } = deps;
  return async function propose(
    callerId: string,
    id: string,
    fixtureId: string,
    body: FixtureResultBody,
  ) {
    const championship = await findChampionship(db, id);
    if (!championship) throw notFound('Championship');
    const result = resultFor(championship, body);
    await inTransaction(db, async (tx) => {
      await lockLive(tx, id);
      const { fixture } = await seasonFixture(tx, id, fixtureId);
      const sides = await sidesOf(tx, fixture);
      const captain = captainOf(sides, callerId);
      if (!captain) throw forbidden("Only the captains of this fixture's teams propose its result");
      if (fixture.status === 'played')
        throw conflict(conflictCodes.FIXTURE_PLAYED, 'The result of this fixture is entered');
      // A fixture placed on a court is proposed once it has ended; one the club never placed
      // is played at a time the app does not know, so its captains may propose it any time.
      if (fixture.ends_at !== null && clock.now().toISOString() < fixture.ends_at)
        throw conflict(conflictCodes.MATCH_NOT_OVER, 'This match has not ended yet');
      checkPlayable(fixture, result);
      if (await findProposal(tx.db, fixture.id))
        throw conflict(
          conflictCodes.RESULT_RECORDED,
          'A result of this fixture waits for an answer',
        );
      await checkScorers(deps, result);
      const now = clock.now();
      await insertProposal(tx.db, {
        fixture_id: fixture.id,
        championship_id: id,
        team_id: captain.mine.id,
        home_score: result.homeScore,
        away_score: result.awayScore,
        scorers: JSON.stringify(result.scorers),
        sets: storedSets(result.sets),
        status: 'pending',
        proposed_at: now.toISOString(),
        answer_due_at: new Date(now.getTime() + proposalAnswerMs).toISOString(),
        disputed_at: null,
      });
      const facts = factsOf(id, championship.name, sides, result);
      if (captain.other)
        await notifications.record(
          tx,
          captain.other.captain_id,
          'championship_result_proposed',
          facts,
        );
      await signalSeason(deps, tx, id);
    });
  };
}
