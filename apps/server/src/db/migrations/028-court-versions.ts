import type { Kysely } from 'kysely';

/* A court's version moves on with every change its owner makes (its price above all), so a
 * claim made with an older reading of the court, which another server process may still keep
 * for a moment, is refused in the statement that inserts it, as a retired court is. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('courts')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
