import { conflictCodes, fixtureResultBodySchema, type FixtureResultBody } from '@courtside/shared';
import { conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findChampionship, lockChampionship } from './championships.repo.js';
import { applyResult, checkPlayable, checkScorers, type Result } from './fixture-result.js';
import {
  disputeProposal,
  dropProposal,
  findProposal,
  insertProposal,
  unansweredProposals,
  type ProposalRow,
} from './proposal.repo.js';
import { lockLive, seasonFixture } from './season-access.js';
import { signalSeason } from './season-live.js';
import {
  findFixture,
  findSeason,
  teamNamesOf,
  type FixtureRow,
  type SeasonRow,
} from './season.repo.js';

/** How long the other team's captain has to confirm or dispute a result before it stands. */
export const proposalAnswerMs = 48 * 3_600_000;

/** Proposals stood per sweep round, one short transaction each. */
const sweepBatch = 100;

type Team = Awaited<ReturnType<typeof teamNamesOf>>[number];
interface Sides {
  home: Team | undefined;
  away: Team | undefined;
}

async function sidesOf(tx: Tx, fixture: FixtureRow): Promise<Sides> {
  const ids = [fixture.home_team_id, fixture.away_team_id].filter((id) => id !== null);
  const teams = await teamNamesOf(tx.db, ids);
  return {
    home: teams.find((team) => team.id === fixture.home_team_id),
    away: teams.find((team) => team.id === fixture.away_team_id),
  };
}

/** The team of the fixture the caller captains, and the other one; null for anyone else. */
function captainOf(sides: Sides, callerId: string) {
  if (sides.home && sides.home.captain_id === callerId)
    return { mine: sides.home, other: sides.away };
  if (sides.away && sides.away.captain_id === callerId)
    return { mine: sides.away, other: sides.home };
  return null;
}

const resultOf = (proposal: ProposalRow): Result => ({
  homeScore: proposal.home_score,
  awayScore: proposal.away_score,
  scorers: JSON.parse(proposal.scorers) as Result['scorers'],
});

/**
 * A team's captain proposes a fixture's result; the other team's captain confirms it (then it
 * is entered as the owner's would be) or disputes it (then the owner decides by entering the
 * result), as padel results are answered. Unanswered for 48 hours, it stands. The owner's own
 * result always wins over a proposal (fixture-result.ts drops it).
 */
export function createFixtureProposals(deps: ChampionshipsDeps) {
  const { db, clock, notifications } = deps;

  /** What the notice of a proposal says: the championship, the match and the score. */
  function factsOf(name: string, sides: Sides, proposal: Pick<Result, 'homeScore' | 'awayScore'>) {
    return {
      championship: name,
      home: sides.home?.name ?? '?',
      away: sides.away?.name ?? '?',
      score: `${proposal.homeScore}-${proposal.awayScore}`,
    };
  }

  async function propose(callerId: string, id: string, fixtureId: string, body: FixtureResultBody) {
    const championship = await findChampionship(db, id);
    if (!championship) throw notFound('Championship');
    const result = fixtureResultBodySchema.parse(body);
    await inTransaction(db, async (tx) => {
      await lockLive(tx, id);
      const { fixture } = await seasonFixture(tx, id, fixtureId);
      const sides = await sidesOf(tx, fixture);
      const captain = captainOf(sides, callerId);
      if (!captain) throw forbidden("Only the captains of this fixture's teams propose its result");
      if (fixture.status === 'played')
        throw conflict(conflictCodes.FIXTURE_PLAYED, 'The result of this fixture is entered');
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
        status: 'pending',
        proposed_at: now.toISOString(),
        answer_due_at: new Date(now.getTime() + proposalAnswerMs).toISOString(),
        disputed_at: null,
      });
      const facts = { championshipId: id, ...factsOf(championship.name, sides, result) };
      if (captain.other)
        await notifications.record(
          tx,
          captain.other.captain_id,
          'championship_result_proposed',
          facts,
        );
      await signalSeason(deps, tx, id);
    });
  }

  /** The proposal entered as the fixture's result. */
  async function stand(tx: Tx, season: SeasonRow, fixture: FixtureRow, proposal: ProposalRow) {
    await applyResult(tx, { season, fixture, result: resultOf(proposal), at: clock.now() });
  }

  async function answer(callerId: string, id: string, fixtureId: string, confirm: boolean) {
    const championship = await findChampionship(db, id);
    if (!championship) throw notFound('Championship');
    await inTransaction(db, async (tx) => {
      await lockLive(tx, id);
      const { season, fixture } = await seasonFixture(tx, id, fixtureId);
      const proposal = await findProposal(tx.db, fixture.id);
      if (!proposal) throw notFound('Result proposal');
      const sides = await sidesOf(tx, fixture);
      const captain = captainOf(sides, callerId);
      if (!captain || captain.mine.id === proposal.team_id)
        throw forbidden("The other team's captain answers this result");
      if (proposal.status !== 'pending')
        throw conflict(conflictCodes.RESULT_ANSWERED, 'This result was already answered');
      if (confirm) await stand(tx, season, fixture, proposal);
      else
        await dispute(tx, proposal, {
          ownerId: championship.club_owner_id,
          sides,
          name: championship.name,
        });
      await signalSeason(deps, tx, id);
    });
  }

  /** Disputed within its 48 hours, the proposal waits for the owner, who is told. */
  async function dispute(
    tx: Tx,
    proposal: ProposalRow,
    about: { ownerId: string; sides: Sides; name: string },
  ) {
    const now = clock.now();
    if (Date.parse(proposal.answer_due_at) <= now.getTime())
      throw conflict(conflictCodes.ANSWER_TIME_OVER, 'The time to dispute this result is over');
    await disputeProposal(tx.db, proposal.fixture_id, now.toISOString());
    const facts = {
      championshipId: proposal.championship_id,
      ...factsOf(about.name, about.sides, {
        homeScore: proposal.home_score,
        awayScore: proposal.away_score,
      }),
    };
    await notifications.record(tx, about.ownerId, 'championship_result_disputed', facts);
  }

  /**
   * One unanswered proposal stands, under its championship's lock; one whose championship or
   * fixture is gone or already has its result is dropped. True when it stood.
   */
  async function standOne(due: { fixture_id: string; championship_id: string }) {
    return inTransaction(db, async (tx) => {
      const live = await lockChampionship(tx.db, due.championship_id);
      const proposal = await findProposal(tx.db, due.fixture_id);
      if (!proposal || proposal.status !== 'pending') return false;
      const season = await findSeason(tx.db, due.championship_id);
      const fixture = await findFixture(tx.db, due.championship_id, due.fixture_id);
      if (!live || live.deleted_at || !season || !fixture || fixture.status === 'played') {
        await dropProposal(tx.db, due.fixture_id);
        return false;
      }
      await stand(tx, season, fixture, proposal);
      await signalSeason(deps, tx, due.championship_id);
      return true;
    });
  }

  /** Proposals unanswered for 48 hours stand (the job queue runs this once for everyone). */
  async function standUnanswered(): Promise<number> {
    let stood = 0;
    for (;;) {
      const due = await unansweredProposals(db, clock.now().toISOString(), sweepBatch);
      for (const one of due) if (await standOne(one)) stood += 1;
      if (due.length < sweepBatch) return stood;
    }
  }

  return { propose, answer, standUnanswered };
}
