import type { Kysely } from 'kysely';

/* A championship team's roster (issue 45): the players its captain adds, each by account or
 * by name only (user_id null). The championship is named again on each row so one account
 * stands on one team of a championship at most, which the unique constraint keeps even when
 * two captains add the same player at once. Rows go with their team. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('championship_team_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) =>
      c.notNull().references('championship_teams.id').onDelete('cascade'),
    )
    .addColumn('championship_id', 'text', (c) =>
      c.notNull().references('championships.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('championship_team_members_player', ['championship_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('championship_team_members_team_idx')
    .on('championship_team_members')
    .column('team_id')
    .execute();
  await db.schema
    .createIndex('championship_team_members_user_idx')
    .on('championship_team_members')
    .column('user_id')
    .execute();
}
