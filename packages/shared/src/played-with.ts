import { z } from './zod.js';
import { idSchema } from './ids.js';
import { maxInvitees } from './matches-rules.js';

/** A person the reader played with: in a match both were seated in, or a night both played. */
export const playedWithPersonSchema = z.object({
  id: idSchema,
  name: z.string(),
  photo: z.string().nullable(),
  /** How many games they played together. */
  games: z.number().int().positive(),
  /** When the last of them started. */
  lastPlayedAt: z.string(),
});
export type PlayedWithPerson = z.infer<typeof playedWithPersonSchema>;

/** GET /user/me/played-with: the people played with, the most recent first. */
export const playedWithSchema = z.array(playedWithPersonSchema);

/** POST /user/match/:id/invitations: people the organizer played with, asked to the match. */
export const matchInvitationBodySchema = z.object({
  userIds: z
    .array(idSchema)
    .min(1)
    .max(maxInvitees)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A person is listed twice' }),
});
export type MatchInvitationBody = z.infer<typeof matchInvitationBodySchema>;

/** How many were told: someone asked before, or already in the match, is not told again. */
export const matchInvitationResultSchema = z.object({ invited: z.number().int() });
export type MatchInvitationResult = z.infer<typeof matchInvitationResultSchema>;
