import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  ChampionshipFixturesTable,
  ChampionshipScorersTable,
  ChampionshipSeasonsTable,
  ChampionshipTeamsTable,
  Database,
} from '#server/db/database.js';

/** The SQL of a championship's season: its row, teams, fixtures and scorers. */

export type SeasonRow = Selectable<ChampionshipSeasonsTable>;
export type TeamRow = Selectable<ChampionshipTeamsTable>;
export type FixtureRow = Selectable<ChampionshipFixturesTable>;
export type ScorerRow = Selectable<ChampionshipScorersTable>;

export interface SeasonRows {
  season: Insertable<ChampionshipSeasonsTable>;
  teams: Insertable<ChampionshipTeamsTable>[];
  fixtures: Insertable<ChampionshipFixturesTable>[];
}

export function findSeason(db: Kysely<Database>, championshipId: string) {
  return db
    .selectFrom('championship_seasons')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .executeTakeFirst();
}

export function teamsOf(db: Kysely<Database>, championshipId: string) {
  return db
    .selectFrom('championship_teams')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .orderBy('seed')
    .execute();
}

export function fixturesOf(db: Kysely<Database>, championshipId: string) {
  return db
    .selectFrom('championship_fixtures')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .orderBy('round')
    .orderBy('draw_key')
    .execute();
}

export function findFixture(db: Kysely<Database>, championshipId: string, fixtureId: string) {
  return db
    .selectFrom('championship_fixtures')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .where('id', '=', fixtureId)
    .executeTakeFirst();
}

/** Fixtures of these ids whatever their championship, for the owner's day grid. */
export function fixturesByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('championship_fixtures')
    .innerJoin('championships', 'championships.id', 'championship_fixtures.championship_id')
    .select([
      'championship_fixtures.id',
      'championship_fixtures.starts_at',
      'championship_fixtures.ends_at',
      'championship_fixtures.home_team_id',
      'championship_fixtures.away_team_id',
      'championships.name',
    ])
    .where('championship_fixtures.id', 'in', [...ids])
    .execute();
}

export function teamNamesOf(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('championship_teams')
    .select(['id', 'name', 'captain_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export function scorersOf(db: Kysely<Database>, fixtureIds: readonly string[]) {
  if (fixtureIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('championship_scorers')
    .selectAll()
    .where('fixture_id', 'in', [...fixtureIds])
    .orderBy('id')
    .execute();
}

export async function hasResults(db: Kysely<Database>, championshipId: string) {
  const row = await db
    .selectFrom('championship_fixtures')
    .select('id')
    .where('championship_id', '=', championshipId)
    .where('status', '=', 'played')
    .executeTakeFirst();
  return row !== undefined;
}

/** The season drawn again: what was there goes, scorers first (they name fixtures and teams). */
export async function deleteSeason(db: Kysely<Database>, championshipId: string) {
  const fixtures = db
    .selectFrom('championship_fixtures')
    .select('id')
    .where('championship_id', '=', championshipId);
  await db.deleteFrom('championship_scorers').where('fixture_id', 'in', fixtures).execute();
  await db
    .deleteFrom('championship_result_proposals')
    .where('championship_id', '=', championshipId)
    .execute();
  await db
    .deleteFrom('championship_fixtures')
    .where('championship_id', '=', championshipId)
    .execute();
  await db.deleteFrom('championship_teams').where('championship_id', '=', championshipId).execute();
  await db
    .deleteFrom('championship_seasons')
    .where('championship_id', '=', championshipId)
    .execute();
}

export async function insertSeason(db: Kysely<Database>, rows: SeasonRows) {
  await db.insertInto('championship_seasons').values(rows.season).execute();
  if (rows.teams.length > 0) await db.insertInto('championship_teams').values(rows.teams).execute();
  // Rows a few hundred at a time: a 32-team double league has 992 fixtures.
  for (let at = 0; at < rows.fixtures.length; at += 200)
    await db
      .insertInto('championship_fixtures')
      .values(rows.fixtures.slice(at, at + 200))
      .execute();
}

export async function updateFixture(
  db: Kysely<Database>,
  id: string,
  change: Updateable<ChampionshipFixturesTable>,
) {
  await db.updateTable('championship_fixtures').set(change).where('id', '=', id).execute();
}

/** Fixtures of a championship on a court overlapping [startsAt, endsAt), other than one. */
export function overlappingFixtures(
  db: Kysely<Database>,
  place: { championshipId: string; courtId: string; startsAt: string; endsAt: string },
  except: string,
) {
  return db
    .selectFrom('championship_fixtures')
    .select('id')
    .where('championship_id', '=', place.championshipId)
    .where('court_id', '=', place.courtId)
    .where('starts_at', '<', place.endsAt)
    .where('ends_at', '>', place.startsAt)
    .where('id', '!=', except)
    .execute();
}

export async function replaceScorers(
  db: Kysely<Database>,
  fixtureId: string,
  scorers: Insertable<ChampionshipScorersTable>[],
) {
  await db.deleteFrom('championship_scorers').where('fixture_id', '=', fixtureId).execute();
  if (scorers.length > 0) await db.insertInto('championship_scorers').values(scorers).execute();
}

/**
 * A closing account leaves its name nowhere: the teams it captained are called by their seed,
 * its goals stay with the team but not with its name.
 */
export async function eraseSeasonPerson(db: Kysely<Database>, userId: string) {
  const teams = await db
    .selectFrom('championship_teams')
    .select(['id', 'seed'])
    .where('captain_id', '=', userId)
    .execute();
  for (const team of teams)
    await db
      .updateTable('championship_teams')
      .set({ name: `Team ${team.seed}` })
      .where('id', '=', team.id)
      .execute();
  await db
    .updateTable('championship_scorers')
    .set({ name: 'Former player', player_id: null })
    .where('player_id', '=', userId)
    .execute();
}

/** Download my data: the teams a person captains and the goals entered for them. */
export async function seasonRowsOf(db: Kysely<Database>, userId: string) {
  return {
    teams: await db
      .selectFrom('championship_teams')
      .selectAll()
      .where('captain_id', '=', userId)
      .execute(),
    goals: await db
      .selectFrom('championship_scorers')
      .selectAll()
      .where('player_id', '=', userId)
      .execute(),
  };
}

/** A closure unschedules a fixture not played yet; a played one keeps its record. */
export async function unscheduleFixture(db: Kysely<Database>, id: string) {
  await db
    .updateTable('championship_fixtures')
    .set({ court_id: null, starts_at: null, ends_at: null, status: 'unscheduled' })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .execute();
}

/**
 * The next fixtures placed and not played of the teams `userId` captains or plays in (by
 * account, on its roster), of championships
 * not deleted, soonest first: with each side's team and the championship's name.
 */
export function upcomingFixturesOf(
  db: Kysely<Database>,
  userId: string,
  page: { after: string; limit: number },
) {
  return db
    .selectFrom('championship_fixtures as fixture')
    .innerJoin('championship_teams as team', (join) =>
      join.on((eb) =>
        eb.or([
          eb('team.id', '=', eb.ref('fixture.home_team_id')),
          eb('team.id', '=', eb.ref('fixture.away_team_id')),
        ]),
      ),
    )
    .innerJoin('championships', 'championships.id', 'fixture.championship_id')
    .select([
      'fixture.id',
      'fixture.championship_id',
      'fixture.home_team_id',
      'fixture.away_team_id',
      'fixture.court_id',
      'fixture.starts_at',
      'fixture.ends_at',
      'team.id as team_id',
      'championships.name as championship_name',
    ])
    .where((eb) =>
      eb.or([
        eb('team.captain_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('championship_team_members as member')
            .select('member.id')
            .whereRef('member.team_id', '=', 'team.id')
            .where('member.user_id', '=', userId),
        ),
      ]),
    )
    .where('championships.deleted_at', 'is', null)
    .where('fixture.status', '=', 'scheduled')
    .where('fixture.starts_at', '>', page.after)
    .orderBy('fixture.starts_at')
    .orderBy('fixture.id')
    .limit(page.limit)
    .execute();
}
