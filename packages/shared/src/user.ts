import { z } from './zod.js';
import { idSchema } from './ids.js';

export const roles = ['player', 'owner', 'coach', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const genderSchema = z.enum(['M', 'F']);
export const padelSideSchema = z.enum(['left', 'right']);

/** Field names follow SPEC 3 (User) so that any client written against the spec works. */
export const padelProfileSchema = z.object({
  padelLevel: z.number().min(0).max(5).nullable(),
  RankID: z.string().nullable(),
  padelSide: padelSideSchema.nullable(),
  batBrand: z.string().nullable(),
  FootballteamName: z.string().nullable(),
});

/** The signed-in user's own view of their account: never another user's. */
export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  Name: z.string(),
  Email: z.string().nullable(),
  Phone: z.string(),
  gender: genderSchema.nullable(),
  birthdate: z.string().nullable(),
  adress: z.string().nullable(),
  photo: z.string().nullable(),
  role: roleSchema,
  description: z.string().nullable(),
  title: z.string(),
  isPadel: z.boolean(),
  isFootball: z.boolean(),
  padel: padelProfileSchema,
});
export type User = z.infer<typeof userSchema>;
