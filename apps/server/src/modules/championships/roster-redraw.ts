import type { Insertable, Kysely } from 'kysely';
import type { ChampionshipTeamsTable, Database } from '#server/db/database.js';
import { insertMembers, membersOfChampionship, renameTeam, type MemberRow } from './roster.repo.js';
import { teamsOf } from './season.repo.js';

/** What a team keeps when its championship is drawn again: its name and roster. */
type KeptTeams = Map<string, { name: string; members: MemberRow[] }>;

/**
 * Read before a redraw takes the teams away (their rosters go with them): each team's name and
 * players, by the application it came from.
 */
export async function keptTeams(db: Kysely<Database>, championshipId: string): Promise<KeptTeams> {
  const members = Map.groupBy(
    await membersOfChampionship(db, championshipId),
    (member) => member.team_id,
  );
  const teams = await teamsOf(db, championshipId);
  return new Map(
    teams.map((team) => [
      team.request_id,
      { name: team.name, members: members.get(team.id) ?? [] },
    ]),
  );
}

/** The new teams of the same applications get their names and rosters back. */
export async function restoreTeams(
  db: Kysely<Database>,
  kept: KeptTeams,
  teams: readonly Insertable<ChampionshipTeamsTable>[],
) {
  for (const team of teams) {
    const before = kept.get(team.request_id);
    if (!before) continue;
    await renameTeam(db, team.id, before.name);
    await insertMembers(
      db,
      before.members.map((member) => ({ ...member, team_id: team.id })),
    );
  }
}
