import { sql, type Kysely } from 'kysely';

/* A fixture's result proposed by a team's captain (issue 45): it waits for the other team's
 * captain to confirm it (then it is entered as the owner's would be) or dispute it (then the
 * club's owner decides); unanswered for 48 hours it stands. One proposal per fixture at most;
 * its scorers are kept as entered (JSON) until the result is entered. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('championship_result_proposals')
    .addColumn('fixture_id', 'text', (c) =>
      c.primaryKey().references('championship_fixtures.id').onDelete('cascade'),
    )
    .addColumn('championship_id', 'text', (c) =>
      c.notNull().references('championship_seasons.championship_id').onDelete('cascade'),
    )
    // The team whose captain proposed it; the other team's captain answers.
    .addColumn('team_id', 'text', (c) => c.notNull().references('championship_teams.id'))
    .addColumn('home_score', 'integer', (c) => c.notNull())
    .addColumn('away_score', 'integer', (c) => c.notNull())
    // The scorers as entered: [{ side, playerId?, name, goals }].
    .addColumn('scorers', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'disputed')`))
    .addColumn('proposed_at', 'text', (c) => c.notNull())
    .addColumn('answer_due_at', 'text', (c) => c.notNull())
    .addColumn('disputed_at', 'text')
    .execute();
  // The sweep that lets unanswered proposals stand reads the pending ones by due time.
  await db.schema
    .createIndex('championship_result_proposals_due_idx')
    .on('championship_result_proposals')
    .columns(['status', 'answer_due_at'])
    .execute();
}
