import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ChampionshipResultProposalsTable, Database } from '#server/db/database.js';

/** The SQL of captains' proposed results (championship_result_proposals). */

export type ProposalRow = Selectable<ChampionshipResultProposalsTable>;

export function findProposal(db: Kysely<Database>, fixtureId: string) {
  return db
    .selectFrom('championship_result_proposals')
    .selectAll()
    .where('fixture_id', '=', fixtureId)
    .executeTakeFirst();
}

export function proposalsOf(db: Kysely<Database>, championshipId: string) {
  return db
    .selectFrom('championship_result_proposals')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .execute();
}

export async function insertProposal(
  db: Kysely<Database>,
  row: Insertable<ChampionshipResultProposalsTable>,
) {
  await db.insertInto('championship_result_proposals').values(row).execute();
}

/** Moves a pending proposal to disputed; false when it was no longer pending. */
export async function disputeProposal(db: Kysely<Database>, fixtureId: string, at: string) {
  const moved = await db
    .updateTable('championship_result_proposals')
    .set({ status: 'disputed', disputed_at: at })
    .where('fixture_id', '=', fixtureId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** A fixture's proposal goes: its result is entered, or its sides changed. */
export async function dropProposal(db: Kysely<Database>, fixtureId: string) {
  await db
    .deleteFrom('championship_result_proposals')
    .where('fixture_id', '=', fixtureId)
    .execute();
}

/** Pending proposals whose 48 hours are over, oldest first. */
export async function unansweredProposals(db: Kysely<Database>, nowIso: string, limit: number) {
  const rows = await db
    .selectFrom('championship_result_proposals')
    .select(['fixture_id', 'championship_id'])
    .where('status', '=', 'pending')
    .where('answer_due_at', '<=', nowIso)
    .orderBy('answer_due_at')
    .limit(limit)
    .execute();
  return rows;
}

/**
 * A closing account's name leaves the scorers of proposals waiting (as it leaves the entered
 * scorers): the goals stay with their side.
 */
export async function eraseProposalScorer(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('championship_result_proposals')
    .select(['fixture_id', 'scorers'])
    .where('scorers', 'like', `%${userId}%`)
    .execute();
  for (const row of rows) {
    const scorers = (JSON.parse(row.scorers) as Array<{ playerId?: string; name: string }>).map(
      (scorer) =>
        scorer.playerId === userId
          ? { ...scorer, playerId: undefined, name: 'Former player' }
          : scorer,
    );
    await db
      .updateTable('championship_result_proposals')
      .set({ scorers: JSON.stringify(scorers) })
      .where('fixture_id', '=', row.fixture_id)
      .execute();
  }
}

/** The results the teams `userId` captains proposed and are still waiting or disputed. */
export function proposalRowsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('championship_result_proposals as proposal')
    .innerJoin('championship_teams as team', 'team.id', 'proposal.team_id')
    .selectAll('proposal')
    .where('team.captain_id', '=', userId)
    .orderBy('proposal.proposed_at')
    .execute();
}
