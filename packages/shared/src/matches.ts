import { z } from './zod.js';
import { clubPhoneSchema } from './auth.js';
import { requestDateSchema, requestInstantSchema } from './club-time.js';
import { idSchema } from './ids.js';
import { cursorQuerySchema, pageLimitSchema, pageSchemaOf, startKeySchema } from './page-cursor.js';
import { currencySchema } from './money.js';
import {
  defaultFillDeadlineHours,
  maxFillDeadlineHours,
  maxReservedSeats,
  matchTabs,
  padelLevelMax,
  padelLevelMin,
} from './match-rules.js';
import { paymentMethodSchema } from './payments.js';
import { textSchema } from './text.js';
import { matchGenders, courtTypes, matchPrivacies, seatShareStates } from './matches-rules.js';

export {
  matchGenders,
  courtTypes,
  matchPrivacies,
  seatShareStates,
  padelUserSearchMinLength,
} from './matches-rules.js';

export const matchGenderSchema = z.enum(matchGenders);
export type MatchGender = z.infer<typeof matchGenderSchema>;
export const courtTypeSchema = z.enum(courtTypes);
export type CourtType = z.infer<typeof courtTypeSchema>;
export const matchPrivacySchema = z.enum(matchPrivacies);
export type MatchPrivacy = z.infer<typeof matchPrivacySchema>;

/** SPEC 3: the duration travels as a string ('60', '90', '120'); numbers are accepted too. */
export const matchDurationSchema = z
  .union([
    z.literal(60),
    z.literal(90),
    z.literal(120),
    z.enum(['60', '90', '120']).transform(Number),
  ])
  .pipe(z.union([z.literal(60), z.literal(90), z.literal(120)]));

/** 0 to 5 in steps of 0.1 (SPEC 5). */
export const padelLevelSchema = z
  .number()
  .min(padelLevelMin)
  .max(padelLevelMax)
  .refine((level) => Math.abs(level * 10 - Math.round(level * 10)) < 1e-6, 'Steps of 0.1');

/**
 * A match starts on a whole hour or a half hour (SPEC 5 Match form; the club's terms say
 * which), on a date the app works with.
 */
export const matchStartSchema = requestInstantSchema
  .refine((value) => {
    const at = new Date(value);
    return (
      at.getUTCMinutes() % 30 === 0 && at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0
    );
  }, 'Matches start on the hour or the half hour')
  .transform((value) => new Date(value).toISOString());

/** SPEC 5 Match form; the owner is the caller (a `matchOwner` sent by a spec client is ignored). */
export const matchFormSchema = z
  .object({
    gender: matchGenderSchema,
    date: matchStartSchema,
    duration: matchDurationSchema,
    club: idSchema,
    courtType: courtTypeSchema,
    /**
     * The court the organizer chose (GET /user/match/courts lists them); without one the
     * cheapest free court of the type is taken, and an edit keeps the court it has.
     */
    court: idSchema.optional(),
    privacy: matchPrivacySchema,
    padelLevelMin: padelLevelSchema,
    padelLevelMax: padelLevelSchema,
    description: textSchema().trim().max(500).optional(),
    reservedSeats: z.number().int().min(0).max(maxReservedSeats).default(0),
    matchOwner: idSchema.optional(),
    /**
     * How the organizer pays their share on creating the match: cash (at the club) and coins
     * at once; wallet, mobile and card through the share's checkout (POST .../share/:method).
     * Ignored on an edit.
     */
    shareMethod: paymentMethodSchema.default('cash'),
    /** How many hours before the start the match must be full (issue 30). */
    fillDeadlineHours: z
      .number()
      .int()
      .min(0)
      .max(maxFillDeadlineHours)
      .default(defaultFillDeadlineHours),
    /** At the fill deadline the organizer pays the empty seats instead of cancelling. */
    coverEmptySeats: z.boolean().default(false),
    /**
     * Open to join: a player takes a free seat and pays their share in one step
     * (POST .../seat/:method), with no request for the organizer to accept.
     */
    openJoin: z.boolean().default(false),
  })
  .refine((form) => form.padelLevelMin <= form.padelLevelMax, {
    path: ['padelLevelMax'],
    message: 'The maximum level is below the minimum',
  });
export type MatchForm = z.input<typeof matchFormSchema>;
export type ValidMatchForm = z.output<typeof matchFormSchema>;

/** The courts a match could take at a start and for a length (the match form's court). */
export const matchCourtsQuerySchema = z.object({
  club: idSchema,
  courtType: courtTypeSchema,
  date: matchStartSchema,
  duration: matchDurationSchema,
});
export type MatchCourtsQuery = z.input<typeof matchCourtsQuerySchema>;
export type MatchCourtsRequest = z.output<typeof matchCourtsQuerySchema>;

/** A court of the type with its price for the match's hours (null when it has none). */
export const matchCourtOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  free: z.boolean(),
  price: z.number().int().nullable(),
  pricePerPlayer: z.number().int().nullable(),
  currency: currencySchema,
});
export type MatchCourtOption = z.infer<typeof matchCourtOptionSchema>;
/** Cheapest first, as the court taken when none is chosen. */
export const matchCourtOptionListSchema = z.array(matchCourtOptionSchema);

/** Taking a free seat of an open match: the player's phone, as a request to join gives it. */
export const matchSeatBodySchema = z.object({ phone: clubPhoneSchema }).strict();
export type MatchSeatBody = z.infer<typeof matchSeatBodySchema>;

/** SPEC 7 join request: {phone, user, partners}; the requester is the caller. */
export const matchJoinBodySchema = z.object({
  phone: clubPhoneSchema,
  user: idSchema.optional(),
  partners: z.array(idSchema).max(3).optional(),
});
export type MatchJoinBody = z.input<typeof matchJoinBodySchema>;

export const matchListQuerySchema = z.object({
  date: requestDateSchema.optional(),
  club: idSchema.optional(),
  level: z.coerce.number().min(padelLevelMin).max(padelLevelMax).optional(),
});
export type MatchListQuery = z.output<typeof matchListQuerySchema>;

/**
 * The last match of a Find Match page: `g` 0 while the matches at the caller's level are
 * listed, 1 for the rest; then its start and id.
 */
const matchKeySchema = startKeySchema.extend({ g: z.union([z.literal(0), z.literal(1)]) }).strict();
export type MatchPageKey = z.infer<typeof matchKeySchema>;

/** GET /user/match/find: Find Match a page at a time, with the list's filters. */
export const matchPageQuerySchema = matchListQuerySchema.extend({
  limit: pageLimitSchema,
  cursor: cursorQuerySchema(matchKeySchema).optional(),
});
export type MatchPageQuery = z.output<typeof matchPageQuerySchema>;

export const userIdParamsSchema = z.object({ userId: idSchema });

/** Someone in a match: a player, or the 'Reserved seat' placeholder (all-zero id). */
export const matchPlayerSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string().nullable(),
  photo: z.string().nullable(),
  padelLevel: z.number().nullable(),
  reserved: z.boolean(),
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

/** A named partner's answer: they are seated with the request only once they accept. */
export const partnerAnswerSchema = z.enum(['pending', 'accepted', 'declined']);
export type PartnerAnswer = z.infer<typeof partnerAnswerSchema>;

export const matchRequestSchema = z.object({
  id: idSchema,
  user: matchPlayerSchema,
  phone: z.string(),
  /** null while pending, true once accepted, false when rejected. */
  isConfirmed: z.boolean().nullable(),
  /** The partners the requester named, each with whether they accepted to play. */
  partners: z.array(matchPlayerSchema.extend({ answer: partnerAnswerSchema })),
});
export type MatchRequest = z.infer<typeof matchRequestSchema>;
export const seatShareSchema = z.object({
  state: z.enum(seatShareStates),
  /** The seat's share in minor units; null when the court has no price. */
  amount: z.number().int().nullable(),
});
export type SeatShare = z.infer<typeof seatShareSchema>;

/** The caller's own share: what they owe and, while it waits, until when they may pay it. */
export const myShareSchema = z.object({
  state: z.enum(['paid', 'at_club', 'to_pay']),
  amount: z.number().int(),
  currency: currencySchema,
  payUntil: z.string().nullable(),
  method: paymentMethodSchema.nullable(),
});
export type MyShare = z.infer<typeof myShareSchema>;

export const matchSchema = z.object({
  id: idSchema,
  date: z.string(),
  end_time: z.string(),
  duration: z.enum(['60', '90', '120']),
  /** The club's IANA time zone: match hours are shown and entered on the club's clock. */
  club: z.object({
    id: idSchema,
    name: z.string(),
    photo: z.string().nullable(),
    timeZone: z.string(),
  }),
  court: z
    .object({
      id: idSchema,
      name: z.string(),
      price: z.number().int().nullable(),
      pricePerPlayer: z.number().int().nullable(),
      currency: currencySchema.nullable(),
    })
    .nullable(),
  gender: matchGenderSchema,
  courtType: courtTypeSchema,
  privacy: matchPrivacySchema,
  padelLevelMin: z.number(),
  padelLevelMax: z.number(),
  description: z.string().nullable(),
  matchOwner: matchPlayerSchema,
  /** Four seats; an empty seat is null. */
  participants: z.array(matchPlayerSchema.nullable()),
  reservedSeats: z.number().int(),
  cancelled: z.boolean(),
  /** The owner sees every pending request; anyone else only their own. */
  request: z.array(matchRequestSchema),
  pendingRequests: z.number().int(),
  /** The caller's own request, if any. */
  myRequest: z.enum(['pending', 'confirmed', 'rejected']).nullable(),
  tab: z.enum(matchTabs).nullable(),
  notPlayed: z.boolean(),
  /** Each of the four seats' share of the court, in seat order. */
  seatShares: z.array(seatShareSchema),
  myShare: myShareSchema.nullable(),
  /** When the match must be full; null for a match made before shares were split. */
  fillDeadline: z.string().nullable(),
  coverEmptySeats: z.boolean(),
  /** Players take a free seat and pay without the organizer's approval. */
  openJoin: z.boolean(),
  /** Whether the caller's current level lies in the match's range (Find Match says so). */
  atYourLevel: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

/** A share paid with a method: coins and cash confirm at once, hosted ones answer a checkout. */
export const matchShareParamsSchema = z.object({ id: idSchema, method: paymentMethodSchema });
export const matchShareBodySchema = z
  .object({ phone: clubPhoneSchema.optional() })
  .strict()
  .nullish();
export const matchListSchema = z.array(matchSchema);
export const matchPageSchema = pageSchemaOf(matchSchema);
export type MatchPage = z.infer<typeof matchPageSchema>;

export const padelUserSchema = matchPlayerSchema.omit({ reserved: true }).extend({
  gender: z.enum(['M', 'F']).nullable(),
  isFavorite: z.boolean(),
});
export type PadelUser = z.infer<typeof padelUserSchema>;
export const padelUserListSchema = z.array(padelUserSchema);
export const padelUsersQuerySchema = z.object({ q: textSchema().trim().max(80).optional() });

export const favoriteBodySchema = z.object({ userId: idSchema });
