import type { User } from '@courtside/shared';
import type { Selectable } from 'kysely';
import type { UsersTable } from '#server/db/database.js';

export type UserRow = Selectable<UsersTable>;

/** How a person's name reads wherever it is shown: first name, then last name if any. */
export const personName = (
  firstName: string | null | undefined,
  lastName: string | null | undefined,
) => [firstName, lastName].filter(Boolean).join(' ');

/** The account owner's own view of their user row; the hash never leaves this function. */
export function toUser(row: UserRow): User {
  const fullName = personName(row.first_name, row.last_name);
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    Name: fullName,
    Email: row.email,
    Phone: row.phone,
    gender: row.gender,
    birthdate: row.birthdate,
    adress: row.address,
    photo: row.photo,
    role: row.role,
    description: row.description,
    title: fullName || row.username,
    isPadel: row.plays_padel === 1,
    isFootball: row.plays_football === 1,
    padel: {
      padelLevel: row.padel_level,
      RankID: row.rank_id,
      padelSide: row.padel_side,
      batBrand: row.bat_brand,
      FootballteamName: row.football_team_name,
    },
  };
}
