import { z } from './zod.js';
import { nameMaxLength, phoneSchema } from './auth.js';
import { isoDateSchema } from './club-time.js';
import { idSchema } from './ids.js';
import { padelLevelMax, padelLevelMin } from './match-rules.js';
import { textSchema } from './text.js';
import { genderSchema, padelSideSchema, userSchema } from './user.js';

export { profilePhotoField, acceptedPhotoTypes, maxPhotoBytes } from './profile-rules.js';

/** SPEC 3 Profile response: the user plus the counters of the summary. */
export const profileSchema = userSchema.extend({
  /** A square thumbnail of the photo, for avatars; null without a photo. */
  photoThumbnail: z.string().nullable(),
  padelCreated: z.number().int(),
  padelPlayed: z.number().int(),
  FootballChampionCreated: z.number().int(),
  FootballChampionPlayed: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

const field = (max: number) => textSchema().trim().min(1, 'Required').max(max);

/** A birthdate: a real day, in the past, at most 120 years ago. */
const birthdateSchema = isoDateSchema.refine((value) => {
  const day = Date.parse(`${value}T00:00:00Z`);
  const now = Date.now();
  return day < now && day > now - 120 * 365.25 * 86_400_000;
}, 'A date in the past');

/**
 * SPEC 5 Profile form as it travels: multipart text fields, each sent only when not empty
 * (so every one is optional here; the form itself requires the phone). Field names are the
 * User's (SPEC 3). The photo travels beside them as the file field `photo`.
 */
export const profileFormSchema = z
  .object({
    firstName: field(nameMaxLength),
    lastName: field(nameMaxLength),
    Email: field(254).pipe(z.email('An email address')),
    Phone: phoneSchema,
    gender: genderSchema,
    birthdate: birthdateSchema,
    adress: field(300),
    description: field(1000),
    padelLevel: z.coerce
      .number('A number from 0 to 5')
      .min(padelLevelMin)
      .max(padelLevelMax)
      .transform((value) => Math.round(value * 100) / 100),
    RankID: field(40),
    padelSide: padelSideSchema,
    batBrand: field(80),
    FootballteamName: field(120),
  })
  .partial()
  .strict();
export type ProfileForm = z.infer<typeof profileFormSchema>;
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** SPEC 3 Bat brand: a list only. */
export const batBrandSchema = z.object({ id: idSchema, name: z.string() });
export const batBrandListSchema = z.array(batBrandSchema);
export type BatBrand = z.infer<typeof batBrandSchema>;
