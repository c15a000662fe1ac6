import { z } from './zod.js';
import { clubPhoneSchema } from './auth.js';
import { textSchema } from './text.js';
import { idSchema } from './ids.js';
import { pageSchemaOf, startPageQuerySchema } from './page-cursor.js';
import { purchaseStartSchema } from './payments.js';
import { currencySchema } from './money.js';
import { sportSchema } from './clubs.js';
import { requestDateSchema, requestInstantSchema } from './club-time.js';
import {
  championshipPaymentMethods,
  championshipTabs,
  maxChampionshipDays,
} from './championships-rules.js';

export {
  championshipTabs,
  footballCourtTypes,
  maxChampionshipDays,
  allowedBirthYears,
  isAllowedBirthYear,
  maxAllowedAge,
  ageOn,
  bornInTime,
  championshipPaymentMethods,
} from './championships-rules.js';
export type { ChampionshipPaymentResponse } from './championships-rules.js';

/** SPEC 9: invitation type 1 = request only, 0 = open for all. */
export const inviteOnlySchema = z.union([z.literal(0), z.literal(1)]);
export type InviteOnly = z.infer<typeof inviteOnlySchema>;

/** An instant on the hour, with its offset, as the form sends it, on a date the app works with. */
const hourInstantSchema = requestInstantSchema.refine((value) => {
  const date = new Date(value);
  return date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
}, 'A championship starts and ends on the hour');

/**
 * A championship's window, as created and as asked for its free courts: the end after the
 * start, at most maxChampionshipDays long (each end already lies within the request dates).
 */
function championshipWindow<T extends z.ZodType<{ from: string; to: string }>>(schema: T): T {
  return schema
    .refine((window) => Date.parse(window.to) > Date.parse(window.from), {
      path: ['to'],
      message: 'The end must come after the start',
    })
    .refine(
      (window) =>
        Date.parse(window.to) - Date.parse(window.from) <= maxChampionshipDays * 86_400_000,
      { path: ['to'], message: `A championship lasts ${maxChampionshipDays} days at most` },
    );
}

/** SPEC 3 Champion (create payload). Prices are minor units, as every price of the API. */
export const championshipCreateBodySchema = championshipWindow(
  z.object({
    club: idSchema,
    court: idSchema,
    name: textSchema().trim().min(1).max(80),
    participantsNumber: z.number().int().min(1).max(500).optional(),
    from: hourInstantSchema,
    to: hourInstantSchema,
    maxAge: z.number().int().min(1900).max(2200),
    price: z.number().int().min(0).max(10_000_000),
    inviteOnly: inviteOnlySchema,
    description: textSchema().trim().max(1000).optional(),
    gender: z.enum(['men', 'women', 'mix']).optional(),
  }),
);
export type ChampionshipCreateBody = z.input<typeof championshipCreateBodySchema>;

export const championshipCreatedSchema = z.object({ id: idSchema, name: z.string() });

/**
 * The free football and padel courts of the owner's club for a whole window: a window a championship
 * could have, so that the read never spans more hours than one championship holds.
 */
export const championshipCourtsQuerySchema = championshipWindow(
  z.object({ from: hourInstantSchema, to: hourInstantSchema }),
);
export const freeCourtListSchema = z.array(
  z.object({ id: idSchema, name: z.string(), capacity: z.number().int(), sport: sportSchema }),
);
export type FreeCourt = z.infer<typeof freeCourtListSchema>[number];

export const championshipListQuerySchema = z.object({ date: requestDateSchema.optional() });
/** GET /user/champion/open: the same list a page at a time, by start then id. */
export const championshipPageQuerySchema = championshipListQuerySchema.extend(
  startPageQuerySchema.shape,
);
export type ChampionshipPageQuery = z.output<typeof championshipPageQuerySchema>;

const personSchema = z.object({
  id: idSchema,
  photo: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
});

/** SPEC 3 Champion as read: participants and requests are the club owner's to see. */
export const championshipParticipantSchema = personSchema.extend({
  phone: z.string(),
  birthdate: z.string().nullable(),
});
export const championshipRequestSchema = z.object({
  id: idSchema,
  /** null while undecided, true once accepted, false once refused. */
  isConfirmed: z.boolean().nullable(),
  isPayed: z.literal(true).nullable(),
  phone: z.string(),
  user: personSchema.extend({ birthdate: z.string().nullable() }),
});
export type ChampionshipRequest = z.infer<typeof championshipRequestSchema>;

export const championshipSchema = z.object({
  id: idSchema,
  name: z.string(),
  from: z.string(),
  to: z.string(),
  price: z.number().int(),
  currency: currencySchema,
  maxAge: z.number().int(),
  description: z.string().nullable(),
  sponsor: z.string().nullable(),
  gender: z.enum(['men', 'women', 'mix']),
  inviteOnly: inviteOnlySchema,
  participantsNumber: z.number().int().nullable(),
  /** How many have paid their place (the list's registered count). */
  registered: z.number().int(),
  participants: z.array(championshipParticipantSchema),
  request: z.array(championshipRequestSchema),
  /** A padel court's championship is a padel league or cup: pairs, results in sets. */
  court: z.object({
    id: idSchema,
    name: z.string(),
    capacity: z.number().int(),
    sport: sportSchema,
  }),
  club: z.object({
    id: idSchema,
    name: z.string(),
    photo: z.string().nullable(),
    timeZone: z.string(),
    user: z.object({ id: idSchema }),
  }),
});
export type Championship = z.infer<typeof championshipSchema>;
export const championshipListSchema = z.array(championshipSchema);
export const championshipPageSchema = pageSchemaOf(championshipSchema);
export type ChampionshipPage = z.infer<typeof championshipPageSchema>;

export const championshipTabSchema = z.enum(championshipTabs);
export type ChampionshipTab = z.infer<typeof championshipTabSchema>;

/** GET /user/{id}/champion: the user's championships, each with the tab it belongs in. */
export const userChampionshipSchema = championshipSchema.extend({ tab: championshipTabSchema });
export const userChampionshipListSchema = z.array(userChampionshipSchema);
export type UserChampionship = z.infer<typeof userChampionshipSchema>;
export const championshipPaymentParamsSchema = z.object({
  id: idSchema,
  method: z.enum(championshipPaymentMethods),
});
/** The phone the mobile wallet charges; the request's phone when none is given. */
export const championshipPaymentBodySchema = z
  .object({ phone: clubPhoneSchema.optional() })
  .strict()
  .nullish();

export const championshipPaymentResponseSchema = purchaseStartSchema;

export const championshipRequestAnswerSchema = z.object({
  id: idSchema,
  isConfirmed: z.boolean().nullable(),
});

/** An answer without a body (204). */
export const noContentSchema = z.null();
