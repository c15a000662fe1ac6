import type { Kysely } from 'kysely';

/* Find Match, Book Champion and the activities list come a page at a time by start then id
 * (the id breaks ties between equal starts). An index on both columns reads a page as one
 * range, where the index on the start alone would sort each start's rows. */

const lists = [
  { table: 'matches', old: 'matches_start_idx' },
  { table: 'championships', old: 'championships_start_idx' },
  { table: 'activity_occurrences', old: 'activity_occurrences_starts_idx' },
];

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, old } of lists) {
    await db.schema
      .createIndex(`${table}_start_id_idx`)
      .on(table)
      .columns(['starts_at', 'id'])
      .execute();
    await db.schema.dropIndex(old).execute();
  }
}
