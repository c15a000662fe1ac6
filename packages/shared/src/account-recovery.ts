import { z } from './zod.js';
import { passwordSchema, phoneRegionSchema } from './auth.js';
import { textSchema } from './text.js';

/** How many digits a one-time code has; it reaches the person by e-mail, SMS or the log. */
export const oneTimeCodeLength = 6;

export const oneTimeCodeSchema = textSchema()
  .trim()
  .regex(/^\d{6}$/, 'The 6 digits of the code');

/** The account to recover, named as at sign-in: a phone number or a username. */
const identifierSchema = textSchema().trim().min(1, 'Required').max(40);

/** Forget Password, first step: where to send a code (`region` as at sign-in). */
export const passwordResetRequestBodySchema = z.object({
  identifier: identifierSchema,
  region: phoneRegionSchema.optional(),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** Forget Password, second step: the code received and the new password. */
export const passwordResetBodySchema = z.object({
  identifier: identifierSchema,
  region: phoneRegionSchema.optional(),
  code: oneTimeCodeSchema,
  password: passwordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** Profile's Change password: the current one proves it is the account's owner. */
export const passwordChangeBodySchema = z.object({
  currentPassword: textSchema().min(1, 'Required').max(128),
  newPassword: passwordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** An e-mail address to verify by a code sent to it. */
export const emailAddressBodySchema = z.object({
  email: textSchema().trim().max(254).pipe(z.email('An email address')),
});
export type EmailAddressBody = z.infer<typeof emailAddressBodySchema>;

export const emailCodeBodySchema = z.object({ code: oneTimeCodeSchema });
export type EmailCodeBody = z.infer<typeof emailCodeBodySchema>;

/** The account's e-mail: its address, whether it was verified, and what is sent to it. */
export const emailSettingsSchema = z.object({
  email: z.string().nullable(),
  verified: z.boolean(),
  /** Booking confirmations and cancellations go to a verified address unless turned off. */
  bookingEmails: z.boolean(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const emailSettingsBodySchema = z.object({ bookingEmails: z.boolean() });
export type EmailSettingsBody = z.infer<typeof emailSettingsBodySchema>;
