import type { Kysely } from 'kysely';

/* A championship on a padel court is played in sets (issue 45): a fixture's score is the
 * sets each pair won, and its sets are kept beside it, as [{ a, b }] JSON with the home pair
 * as a; a captain's proposal keeps the sets proposed the same way. Null for football. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('championship_fixtures').addColumn('sets', 'text').execute();
  await db.schema.alterTable('championship_result_proposals').addColumn('sets', 'text').execute();
}
