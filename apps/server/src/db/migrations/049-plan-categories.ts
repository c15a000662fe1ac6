import type { Kysely } from 'kysely';

/* A membership plan may be for one of its club's customer categories ("Junior"): only the
 * customers the club put in it join it in the app (docs/decisions.md, "Memberships"). */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('membership_plans').addColumn('category_id', 'text').execute();
}
