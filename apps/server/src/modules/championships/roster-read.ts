import type { TeamMember } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { personName, userReads } from '#server/modules/users/users.service.js';
import { membersOfTeams } from './roster.repo.js';

/**
 * The rosters of these teams by team, names only: a player by account under the name their
 * profile has now (the stored one is kept for the record), one by name only as the captain
 * wrote it.
 */
export async function rostersOf(
  db: Kysely<Database>,
  teamIds: readonly string[],
): Promise<Map<string, TeamMember[]>> {
  const rows = await membersOfTeams(db, teamIds);
  const accounts = await userReads.accountsOf(
    db,
    rows.flatMap((row) => (row.user_id ? [row.user_id] : [])),
  );
  const members = rows.map((row) => {
    const account = row.user_id ? accounts.get(row.user_id) : undefined;
    const name = account ? personName(account.first_name, account.last_name) : row.name;
    return { teamId: row.team_id, member: { id: row.id, userId: row.user_id, name } };
  });
  const byTeam = Map.groupBy(members, (entry) => entry.teamId);
  return new Map(
    [...byTeam].map(([teamId, entries]) => [teamId, entries.map((entry) => entry.member)]),
  );
}
