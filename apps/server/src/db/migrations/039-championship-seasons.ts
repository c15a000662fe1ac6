import { sql, type Kysely } from 'kysely';
import { allowValue } from './check-lists.js';

/* A championship that is played (issue 45): its season (how it is played and what a result is
 * worth), its teams (one per accepted and paid application, its applicant the captain), its
 * fixtures (a round's match in a stage, its two sides known or fed by an earlier fixture's
 * winner or a group's place, placed on a court of the club once the owner schedules it) and
 * the scorers of each played fixture. A fixture's court hours are claimed through court time
 * like any booking, so court claims take the new 'fixture' owner (check-lists.ts). */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await allowValue(db, 'court_claims', 'owner_kind', 'fixture');
  await createSeasons(db);
  await createTeams(db);
  await createFixtures(db);
  await createScorers(db);
}

async function createSeasons(db: Kysely<any>) {
  await db.schema
    .createTable('championship_seasons')
    .addColumn('championship_id', 'text', (c) =>
      c.primaryKey().references('championships.id').onDelete('cascade'),
    )
    // The draw format as JSON: { kind: 'league', legs } and the others of DrawFormat.
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('points_win', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('points_draw', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('points_loss', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bracket_size', 'integer')
    .addColumn('drawn_at', 'text', (c) => c.notNull())
    .execute();
}

async function createTeams(db: Kysely<any>) {
  await db.schema
    .createTable('championship_teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('championship_id', 'text', (c) =>
      c.notNull().references('championship_seasons.championship_id').onDelete('cascade'),
    )
    .addColumn('request_id', 'text', (c) => c.notNull().references('championship_requests.id'))
    .addColumn('captain_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('group_index', 'integer')
    .addUniqueConstraint('championship_teams_request', ['request_id'])
    .addUniqueConstraint('championship_teams_seed', ['championship_id', 'seed'])
    .execute();
  await db.schema
    .createIndex('championship_teams_captain_idx')
    .on('championship_teams')
    .column('captain_id')
    .execute();
}

async function createFixtures(db: Kysely<any>) {
  await db.schema
    .createTable('championship_fixtures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('championship_id', 'text', (c) =>
      c.notNull().references('championship_seasons.championship_id').onDelete('cascade'),
    )
    // The draw's own name of the match (r2m1): later knockout slots name it.
    .addColumn('draw_key', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('stage', 'text', (c) =>
      c.notNull().check(sql`stage in ('league', 'groups', 'knockout')`),
    )
    .addColumn('group_index', 'integer')
    .addColumn('home_team_id', 'text', (c) => c.references('championship_teams.id'))
    .addColumn('away_team_id', 'text', (c) => c.references('championship_teams.id'))
    // While a side is unknown, where it comes from as JSON: { winnerOf } or { group, place }.
    .addColumn('home_source', 'text')
    .addColumn('away_source', 'text')
    .addColumn('court_id', 'text', (c) => c.references('courts.id'))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('unscheduled', 'scheduled', 'played')`),
    )
    .addColumn('played_at', 'text')
    .addUniqueConstraint('championship_fixtures_key', ['championship_id', 'draw_key'])
    .execute();
}

async function createScorers(db: Kysely<any>) {
  await db.schema
    .createTable('championship_scorers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fixture_id', 'text', (c) =>
      c.notNull().references('championship_fixtures.id').onDelete('cascade'),
    )
    .addColumn('team_id', 'text', (c) => c.notNull().references('championship_teams.id'))
    // A player by account, or by name only (player_id null).
    .addColumn('player_id', 'text', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('goals', 'integer', (c) => c.notNull().check(sql`goals >= 1`))
    .execute();
  await db.schema
    .createIndex('championship_scorers_fixture_idx')
    .on('championship_scorers')
    .column('fixture_id')
    .execute();
}
