import {
  conflictCodes,
  maxPlayersByName,
  maxRosterPlayers,
  type TeamMemberBody,
  type TeamRenameBody,
  type TeamRoster,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { isUniqueViolation } from '#server/db/db-errors.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, forbidden, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import { personName, userReads } from '#server/modules/users/users.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findChampionship, type ChampionshipWithPlace } from './championships.repo.js';
import { rostersOf } from './roster-read.js';
import { checkEligible, checkFree, checkRoom, courtOf } from './roster-rules.js';
import {
  deleteMember,
  findTeam,
  insertMembers,
  membersOfChampionship,
  membersOfTeams,
  openAccountById,
  openAccountByPhone,
  renameTeam,
} from './roster.repo.js';
import { lockLive } from './season-access.js';
import { signalSeason } from './season-live.js';
import { teamsOf } from './season.repo.js';

const takenElsewhere = () =>
  conflict(conflictCodes.ROSTER_TAKEN, 'This player is already on a team of this championship');

async function teamOf(db: Kysely<Database>, id: string, teamId: string) {
  const championship = await findChampionship(db, id);
  const team = championship && (await findTeam(db, id, teamId));
  if (!championship || !team) throw notFound('Team');
  return { championship, team };
}

/** The account a captain names: by its phone, or one of the people they played with. */
async function accountOf(
  { db, playedWith }: ChampionshipsDeps,
  callerId: string,
  championship: ChampionshipWithPlace,
  body: TeamMemberBody,
) {
  if (body.phone !== undefined) {
    const found = await openAccountByPhone(
      db,
      phoneInClub(body.phone, championship.club_time_zone),
    );
    if (!found) throw invalidField('body.phone', 'No player of the app has this phone number');
    return found;
  }
  const known = await playedWith.among(callerId, [body.userId!]);
  const found = known.has(body.userId!) && (await openAccountById(db, body.userId!));
  if (!found) throw invalidField('body.userId', 'You can add only people you have played with');
  return found;
}

/** GET …/teams/{teamId}: the team, its captain and roster, names only. */
async function readRoster(db: Kysely<Database>, id: string, teamId: string): Promise<TeamRoster> {
  const { championship, team } = await teamOf(db, id, teamId);
  const captain = (await userReads.accountsOf(db, [team.captain_id])).get(team.captain_id);
  return {
    teamId,
    name: team.name,
    captain: {
      userId: team.captain_id,
      name: captain ? personName(captain.first_name, captain.last_name) : '',
    },
    members: (await rostersOf(db, [teamId])).get(teamId) ?? [],
    maxPlayers: maxRosterPlayers(courtOf(championship)),
    maxPlayersByName,
  };
}

/**
 * A championship team's roster (issue 45): anyone signed in reads it (names only); its
 * captain adds and takes off players (a player by account is told of both); the captain or the club's owner renames the team; a
 * player leaves on their own. Every change is checked under the championship's lock and the
 * season's pages hear of it.
 */
export function createTeamRosters(deps: ChampionshipsDeps) {
  const { db, clock } = deps;

  /** The change, under the lock, on a team still there (a redraw makes new ones). */
  async function change(id: string, teamId: string, write: (tx: Tx) => Promise<void>) {
    await inTransaction(db, async (tx) => {
      await lockLive(tx, id);
      if (!(await findTeam(tx.db, id, teamId))) throw notFound('Team');
      await write(tx);
      await signalSeason(deps, tx, id);
    });
  }

  async function add(callerId: string, id: string, teamId: string, body: TeamMemberBody) {
    const { championship, team } = await teamOf(db, id, teamId);
    if (team.captain_id !== callerId) throw forbidden('Only the team’s captain adds its players');
    const player =
      body.name === undefined ? await accountOf(deps, callerId, championship, body) : null;
    if (player) checkEligible(championship, player);
    try {
      await change(id, teamId, async (tx) => {
        const members = await membersOfChampionship(tx.db, id);
        if (player) checkFree(player.id, await teamsOf(tx.db, id), members);
        const roster = members.filter((member) => member.team_id === teamId);
        checkRoom(championship, roster, player === null);
        await insertMembers(tx.db, [
          {
            id: newId(),
            team_id: teamId,
            championship_id: id,
            user_id: player?.id ?? null,
            name: player ? personName(player.first_name, player.last_name) : body.name!,
            added_at: clock.now().toISOString(),
          },
        ]);
        if (player)
          await deps.notifications.record(tx, player.id, 'championship_roster_added', {
            championshipId: id,
            championship: championship.name,
            team: team.name,
          });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw takenElsewhere();
      throw error;
    }
    return readRoster(db, id, teamId);
  }

  async function remove(callerId: string, id: string, teamId: string, memberId: string) {
    const { championship, team } = await teamOf(db, id, teamId);
    const member = (await membersOfTeams(db, [teamId])).find((row) => row.id === memberId);
    if (!member) throw notFound('Player');
    if (team.captain_id !== callerId && member.user_id !== callerId)
      throw forbidden('Only the team’s captain or the player themself takes a player off a team');
    await change(id, teamId, async (tx) => {
      await deleteMember(tx.db, teamId, memberId);
      // A player the captain took off is told; one who left knows.
      if (member.user_id && member.user_id !== callerId)
        await deps.notifications.record(tx, member.user_id, 'championship_roster_removed', {
          championshipId: id,
          championship: championship.name,
          team: team.name,
        });
    });
    return readRoster(db, id, teamId);
  }

  async function rename(callerId: string, id: string, teamId: string, body: TeamRenameBody) {
    const { championship, team } = await teamOf(db, id, teamId);
    const runsClub = await mayActOnClub(
      db,
      { id: championship.club_id, owner_id: championship.club_owner_id },
      callerId,
      'championships',
    );
    if (team.captain_id !== callerId && !runsClub)
      throw forbidden('Only the team’s captain or the club’s owner renames the team');
    await change(id, teamId, (tx) => renameTeam(tx.db, teamId, body.name));
    return readRoster(db, id, teamId);
  }

  return { read: (id: string, teamId: string) => readRoster(db, id, teamId), add, remove, rename };
}
export type TeamRosters = ReturnType<typeof createTeamRosters>;
