import { z } from './zod.js';
import { clubPhoneSchema } from './auth.js';
import { idSchema } from './ids.js';
import { textSchema } from './text.js';

/**
 * A championship team's roster (issue 45): its captain names the team and adds its players,
 * by account (found by phone, or one of the people they played with) or a few by name only.
 * A roster holds at most twice the players of a side on the championship's court (a padel
 * team is a pair), the captain among them, and at most `maxPlayersByName` without an account.
 */

export const maxPlayersByName = 3;

/** A side's players on a championship's court: a padel pair, or the football court's side. */
export const playersPerSide = (court: { capacity: number; sport: 'padel' | 'football' }) =>
  court.sport === 'padel' ? 2 : court.capacity;

/** The most players a team holds, its captain counted: twice a side. */
export const maxRosterPlayers = (court: { capacity: number; sport: 'padel' | 'football' }) =>
  playersPerSide(court) * 2;

export const teamParamsSchema = z.object({ id: idSchema, teamId: idSchema });
export const teamMemberParamsSchema = teamParamsSchema.extend({ memberId: idSchema });

/** PATCH /user/champion/{id}/season/teams/{teamId}: the team's new name. */
export const teamRenameBodySchema = z.object({ name: textSchema().trim().min(1).max(40) });
export type TeamRenameBody = z.infer<typeof teamRenameBodySchema>;

/**
 * POST …/teams/{teamId}/members: one player, by exactly one of: the phone of their account
 * (read in the club's country), their account's id (from "played with"), or a name only.
 */
export const teamMemberBodySchema = z
  .object({
    phone: clubPhoneSchema.optional(),
    userId: idSchema.optional(),
    name: textSchema().trim().min(1).max(80).optional(),
  })
  .refine(
    (body) =>
      [body.phone, body.userId, body.name].filter((given) => given !== undefined).length === 1,
    'Give the player’s phone, their account or a name, one of them',
  );
export type TeamMemberBody = z.infer<typeof teamMemberBodySchema>;

/** A player on a roster: `userId` null for one added by name only. */
export const teamMemberSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  name: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET …/teams/{teamId}: the roster as anyone signed in reads it, names only. */
export const teamRosterSchema = z.object({
  teamId: idSchema,
  name: z.string(),
  captain: z.object({ userId: idSchema, name: z.string() }),
  members: z.array(teamMemberSchema),
  maxPlayers: z.number().int(),
  maxPlayersByName: z.number().int(),
});
export type TeamRoster = z.infer<typeof teamRosterSchema>;
