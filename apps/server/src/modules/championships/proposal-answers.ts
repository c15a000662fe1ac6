import { conflictCodes } from '@courtside/shared';
import { conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findChampionship, lockChampionship } from './championships.repo.js';
import { applyResult } from './fixture-result.js';
import { captainOf, factsOf, resultOf, sidesOf, type Sides } from './fixture-proposal.js';
import {
  disputeProposal,
  dropProposal,
  findProposal,
  unansweredProposals,
  type ProposalRow,
} from './proposal.repo.js';
import { lockLive, seasonFixture } from './season-access.js';
import { signalSeason } from './season-live.js';
import { findFixture, findSeason, type FixtureRow, type SeasonRow } from './season.repo.js';

/** Proposals stood per sweep round, one short transaction each. */
const sweepBatch = 100;

/**
 * What happens to a captain's proposed result: the other team's captain confirms it (it is
 * entered as the owner's would be) or disputes it within 48 hours (the owner is told and
 * decides by entering the result); 48 hours unanswered make it stand. Each change is made
 * under the championship's lock, so a proposal is answered once whoever wins a race.
 */
export function createProposalAnswers(deps: ChampionshipsDeps) {
  const { db, clock, notifications } = deps;

  /** The proposal entered as the fixture's result. */
  const stand = (tx: Tx, season: SeasonRow, fixture: FixtureRow, proposal: ProposalRow) =>
    applyResult(tx, { season, fixture, result: resultOf(proposal), at: clock.now() });

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
    const facts = factsOf(proposal.championship_id, about.name, about.sides, resultOf(proposal));
    await notifications.record(tx, about.ownerId, 'championship_result_disputed', facts);
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
      const ownerId = championship.club_owner_id;
      if (confirm) await stand(tx, season, fixture, proposal);
      else await dispute(tx, proposal, { ownerId, sides, name: championship.name });
      await signalSeason(deps, tx, id);
    });
  }

  /**
   * One unanswered proposal stands, under its championship's lock; one whose championship or
   * fixture is gone or already has its result is dropped. True when it stood.
   */
  function standOne(due: { fixture_id: string; championship_id: string }) {
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

  return { answer, standUnanswered };
}
