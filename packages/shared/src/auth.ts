import { z } from './zod.js';
import { textSchema } from './text.js';
import { roleSchema, userSchema } from './user.js';
import { idSchema } from './ids.js';
import { phonePattern } from './auth-rules.js';

export { isPhone, phonePattern } from './auth-rules.js';

const trimmed = (max: number) => textSchema().trim().min(1, 'Required').max(max);

export const usernameSchema = textSchema()
  .trim()
  .min(3, 'At least 3 characters')
  .max(30, 'At most 30 characters')
  .regex(/^[A-Za-z0-9_.]+$/, 'Letters, digits, dot and underscore only');

export const phoneSchema = textSchema()
  .trim()
  .regex(phonePattern, 'A phone number of 7 to 20 digits');

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

/** SPEC 3 Login payload: `phone` holds a phone number or a username. */
export const loginBodySchema = z.object({
  phone: trimmed(40),
  password: textSchema().min(1, 'Required').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Login and register answer the token, id and role plus the user's own data (SPEC 3). */
export const authResponseSchema = userSchema.extend({
  token: z.string(),
  id: idSchema,
  role: roleSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * The one form a phone number is stored, compared and looked up in: its digits alone, so that
 * '+34 611 222 333', '34611222333' and '34-611-222-333' are one number to every check.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}
