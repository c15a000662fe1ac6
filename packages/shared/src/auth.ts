import { z } from './zod.js';
import { textSchema } from './text.js';
import { roleSchema, userSchema } from './user.js';
import { idSchema } from './ids.js';
import { phoneRegions, storedPhone } from './phone-rules.js';

const trimmed = (max: number) => textSchema().trim().min(1, 'Required').max(max);

export const usernameSchema = textSchema()
  .trim()
  .min(3, 'At least 3 characters')
  .max(30, 'At most 30 characters')
  .regex(/^[A-Za-z0-9_.]+$/, 'Letters, digits, dot and underscore only');

/** What a phone field may hold: a number typed with room for spaces and brackets. */
const typedPhoneSchema = textSchema().trim().min(1, 'Required').max(40);

/**
 * A phone where no club is involved (sign-up, profile, coin packs): read by the one phone
 * rule without a region, so in its international form or as the spec's ten digits, and
 * handed on in its stored form. The app reads a national number in the device's country
 * before it sends it (packages/shared phone-rules.ts).
 */
export const phoneSchema = typedPhoneSchema
  .refine(
    (typed) => storedPhone(typed) !== null,
    'A phone number with its country code (+34 612 000 444) or of 10 digits',
  )
  .transform((typed) => storedPhone(typed) ?? typed);

/**
 * A phone given where a club is involved (joining a match, paying a club, a walk-in, a
 * coach): the number as typed, which the server reads with the one phone rule in the club's
 * country (apps/server/src/lib/club-phone.ts), so a national number of that country is one.
 */
export const clubPhoneSchema = typedPhoneSchema;

/** The country a national number typed at sign-in is read in: the device's ('ES'). */
export const phoneRegionSchema = z.enum(phoneRegions);

export const passwordSchema = textSchema()
  .min(8, 'At least 8 characters')
  .max(128, 'At most 128 characters');

/**
 * A first name as long as a person's may be: SPEC 3 sets no bound beyond "required", so this
 * only keeps a request from carrying pages of text.
 */
export const nameMaxLength = 200;

/** SPEC 3 Register payload, with its spec field names. */
export const registerBodySchema = z.object({
  Name: trimmed(nameMaxLength),
  username: usernameSchema,
  isPadel: z.boolean().default(false),
  isFootball: z.boolean().default(false),
  phone: phoneSchema,
  password: passwordSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * SPEC 3 Login payload: `phone` holds a phone number or a username; `region`, the device's
 * country, reads a phone number typed in its national form.
 */
export const loginBodySchema = z.object({
  phone: trimmed(40),
  password: textSchema().min(1, 'Required').max(128),
  region: phoneRegionSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Login and register answer the token, id and role plus the user's own data (SPEC 3). */
export const authResponseSchema = userSchema.extend({
  token: z.string(),
  id: idSchema,
  role: roleSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
