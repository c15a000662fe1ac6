import type { Kysely } from 'kysely';

/* Request rate limits (sign-up per address) are counted here, so that every server process
 * counts the same requests: one row per limited route and client, its hits in the window that
 * started at `started_at`. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();
}
