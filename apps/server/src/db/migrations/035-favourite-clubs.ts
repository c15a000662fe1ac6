import type { Kysely } from 'kysely';

/* A player's favourite clubs (docs/decisions.md, "Favourite clubs"): one row per player and
 * club, so marking a favourite twice keeps one. The club lists read a player's rows by the
 * key's first column; closing the account deletes them. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favourite_clubs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_clubs_pk', ['user_id', 'club_id'])
    .execute();
}
