import { z } from './zod.js';
import { activityMinutes, minuteOfDay } from './activities.js';
import { requestDateSchema } from './club-time.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { socialFormats } from './socials-rules.js';

export { socialFormats, socialPointsChoices } from './socials-rules.js';

export const socialFormatSchema = z.enum(socialFormats);
export type SocialFormat = z.infer<typeof socialFormatSchema>;

export const socialStatusSchema = z.enum(['open', 'playing', 'finished', 'cancelled']);
export type SocialStatus = z.infer<typeof socialStatusSchema>;

const hourSchema = z.number().int().min(0).max(23);
const minuteSchema = z
  .number()
  .int()
  .refine((m) => (activityMinutes as readonly number[]).includes(m), 'Minutes 00, 15, 30 or 45');

/** Create an Americano or Mexicano night on some of the owner's courts. */
export const socialCreateBodySchema = z
  .object({
    club: idSchema,
    format: socialFormatSchema,
    date: requestDateSchema,
    fromH: hourSchema,
    fromM: minuteSchema,
    toH: hourSchema,
    toM: minuteSchema,
    courts: z.array(idSchema).min(1).max(16),
    /** Four a court at most once everyone plays: 8, 12, 16… */
    players: z.number().int().min(4).max(64).multipleOf(4),
    pointsPerGame: z.number().int().min(4).max(64),
    price: z.number().int().min(0).max(10_000_000),
  })
  .refine((body) => minuteOfDay(body.toH, body.toM) > minuteOfDay(body.fromH, body.fromM), {
    path: ['toH'],
    message: 'The To time must come after the From time',
  })
  .refine((body) => new Set(body.courts).size === body.courts.length, {
    path: ['courts'],
    message: 'Each court once',
  })
  .refine((body) => body.players >= 4 * body.courts.length, {
    path: ['players'],
    message: 'At least four players a court',
  });
export type SocialCreateBody = z.input<typeof socialCreateBodySchema>;

export const socialCreatedSchema = z.object({ id: idSchema });

export const socialListQuerySchema = z.object({ club: idSchema.optional() });

/** Where the reader stands: a place (held while paying, confirmed) or in the waitlist. */
export const socialMyPlaceSchema = z.enum(['held', 'confirmed', 'waiting', 'offered']).nullable();

export const socialEventSchema = z.object({
  id: idSchema,
  format: socialFormatSchema,
  clubId: idSchema,
  clubName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  courts: z.array(z.object({ id: idSchema, name: z.string() })),
  playersNumber: z.number().int(),
  pointsPerGame: z.number().int(),
  price: z.number().int(),
  currency: currencySchema,
  status: socialStatusSchema,
  /** The round being played, from 1; 0 before the draw. */
  round: z.number().int(),
  placesLeft: z.number().int(),
  myPlace: socialMyPlaceSchema,
  /** Whether the reader runs it (the club's owner). */
  mine: z.boolean(),
});
export type SocialEvent = z.infer<typeof socialEventSchema>;
export const socialEventListSchema = z.array(socialEventSchema);

const socialPlayerSchema = z.object({ userId: idSchema, name: z.string() });
export type SocialPlayer = z.infer<typeof socialPlayerSchema>;

export const socialGameSchema = z.object({
  id: idSchema,
  round: z.number().int(),
  /** Index in the event's courts. */
  court: z.number().int(),
  /** Two pairs of two players' ids. */
  pairs: z.array(z.array(idSchema).length(2)).length(2),
  /** The points of each pair, once entered. */
  points: z.array(z.number().int()).length(2).nullable(),
});
export type SocialGameView = z.infer<typeof socialGameSchema>;

export const socialStandingSchema = z.object({
  userId: idSchema,
  points: z.number().int(),
  played: z.number().int(),
});

/** One night with its players, every game drawn so far and the leaderboard. */
export const socialDetailSchema = socialEventSchema.extend({
  players: z.array(socialPlayerSchema),
  games: z.array(socialGameSchema),
  /** Who sits the current round out. */
  resting: z.array(idSchema),
  standings: z.array(socialStandingSchema),
});
export type SocialDetail = z.infer<typeof socialDetailSchema>;

export const socialPointsBodySchema = z.object({
  /** The points each pair won, in the order of the game's pairs. */
  points: z.array(z.number().int().min(0).max(64)).length(2),
});
export type SocialPointsBody = z.infer<typeof socialPointsBodySchema>;
