import {
  bornInTime,
  conflictCodes,
  genderFits,
  maxPlayersByName,
  maxRosterPlayers,
} from '@courtside/shared';
import { conflict } from '#server/lib/domain-error.js';
import type { ChampionshipWithPlace } from './championships.repo.js';
import type { MemberRow } from './roster.repo.js';
import type { TeamRow } from './season.repo.js';

/** The championship's court as the roster's size reads it. */
export const courtOf = (championship: ChampionshipWithPlace) => ({
  capacity: championship.court_capacity,
  sport: championship.court_sport,
});

/** A player by account as the rules read them. */
export interface RosterPlayer {
  id: string;
  birthdate: string | null;
  gender: 'M' | 'F' | null;
}

/** The championship's own rules on who plays: its birth years and its gender. */
export function checkEligible(championship: ChampionshipWithPlace, player: RosterPlayer) {
  if (!player.birthdate)
    throw conflict(
      conflictCodes.BIRTHDATE_REQUIRED,
      'This player has no birthdate in their profile: they add it to join a team',
    );
  if (!bornInTime(player.birthdate, championship.max_birth_year))
    throw conflict(conflictCodes.TOO_OLD, 'This player is older than the championship allows');
  if (championship.gender !== 'mix' && !genderFits(championship.gender, player.gender))
    throw conflict(
      conflictCodes.GENDER_MISMATCH,
      championship.gender === 'men'
        ? 'This championship is for men only'
        : 'This championship is for women only',
    );
}

/** One team of a championship per player: its captains and every roster by account. */
export function checkFree(
  userId: string,
  teams: readonly TeamRow[],
  members: readonly MemberRow[],
) {
  const taken =
    teams.some((team) => team.captain_id === userId) ||
    members.some((member) => member.user_id === userId);
  if (taken)
    throw conflict(
      conflictCodes.ROSTER_TAKEN,
      'This player is already on a team of this championship',
    );
}

/** Room on the roster: twice a side's players, the captain counted, few by name only. */
export function checkRoom(
  championship: ChampionshipWithPlace,
  roster: readonly MemberRow[],
  byName: boolean,
) {
  if (roster.length + 1 >= maxRosterPlayers(courtOf(championship)))
    throw conflict(conflictCodes.ROSTER_FULL, 'This team has as many players as it can hold');
  if (byName && roster.filter((member) => member.user_id === null).length >= maxPlayersByName)
    throw conflict(
      conflictCodes.ROSTER_NAMES_FULL,
      'This team has as many players by name only as it can hold',
    );
}
