import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ChampionshipTeamMembersTable, Database } from '#server/db/database.js';
import { userReads } from '#server/modules/users/users.service.js';

/** The SQL of championship teams' rosters: the players each captain adds. */

export type MemberRow = Selectable<ChampionshipTeamMembersTable>;

export function findTeam(db: Kysely<Database>, championshipId: string, teamId: string) {
  return db
    .selectFrom('championship_teams')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .where('id', '=', teamId)
    .executeTakeFirst();
}

export async function renameTeam(db: Kysely<Database>, teamId: string, name: string) {
  await db.updateTable('championship_teams').set({ name }).where('id', '=', teamId).execute();
}

/** The rosters of these teams, each in the order its players were added. */
export function membersOfTeams(db: Kysely<Database>, teamIds: readonly string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('championship_team_members')
    .selectAll()
    .where('team_id', 'in', [...new Set(teamIds)])
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}

/** Every roster row of a championship, for the one-team-per-player rule. */
export function membersOfChampionship(db: Kysely<Database>, championshipId: string) {
  return db
    .selectFrom('championship_team_members')
    .selectAll()
    .where('championship_id', '=', championshipId)
    .execute();
}

/** The players by account of these teams, who hear of their fixtures like the captains. */
export async function memberAccountsOf(db: Kysely<Database>, teamIds: readonly string[]) {
  const rows = await membersOfTeams(db, teamIds);
  return rows.flatMap((row) => (row.user_id ? [{ teamId: row.team_id, userId: row.user_id }] : []));
}

export async function insertMembers(
  db: Kysely<Database>,
  rows: Insertable<ChampionshipTeamMembersTable>[],
) {
  if (rows.length > 0) await db.insertInto('championship_team_members').values(rows).execute();
}

export async function deleteMember(db: Kysely<Database>, teamId: string, memberId: string) {
  await db
    .deleteFrom('championship_team_members')
    .where('team_id', '=', teamId)
    .where('id', '=', memberId)
    .execute();
}

/** An open account by its stored phone, as other people see it. */
export function openAccountByPhone(db: Kysely<Database>, phone: string) {
  return userReads
    .people(db)
    .where('phone', '=', phone)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function openAccountById(db: Kysely<Database>, id: string) {
  return userReads
    .people(db)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A closing account leaves the rosters it stood on. */
export async function eraseRosterPerson(db: Kysely<Database>, userId: string) {
  await db.deleteFrom('championship_team_members').where('user_id', '=', userId).execute();
}

/** Download my data: the rosters a person stands on by account. */
export function rosterRowsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('championship_team_members')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}
