import { z } from './zod.js';
import { clubPhoneSchema } from './auth.js';
import { bookingStatusSchema } from './bookings.js';
import { hourMinuteSchema, isoDateSchema } from './club-time.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { paymentMethodSchema, paymentStatusSchema } from './payments.js';
import {
  isWithinSeasonWindow,
  seriesClashChoices,
  seriesClashKinds,
  seriesEveryWeeks,
  seriesMaxDays,
} from './series-rules.js';
import { bookingDurationSchema } from './slots.js';
import { textSchema } from './text.js';

export * from './series-rules.js';

/** A date of a season, as the owner sends it: within `isWithinSeasonWindow`. */
const seasonDateSchema = isoDateSchema.refine(
  (date) => isWithinSeasonWindow(date, new Date()),
  'Outside the dates a season may take',
);

const seriesFields = z.object({
  courtId: idSchema,
  /** 0 Sunday … 6 Saturday, on the club's calendar. */
  weekday: z.number().int().min(0).max(6),
  startTime: hourMinuteSchema.refine(
    (time) => /:[03]0$/.test(time),
    'Bookings start on the hour or the half hour',
  ),
  duration: bookingDurationSchema,
  everyWeeks: z.union(seriesEveryWeeks.map((weeks) => z.literal(weeks))),
  from: seasonDateSchema,
  to: seasonDateSchema,
  /** A player's account: their username or phone number. */
  player: textSchema().trim().min(1).max(80).optional(),
  /** Or a customer the club names, as a walk-in. */
  customerName: textSchema().trim().min(1).max(80).optional(),
  customerPhone: clubPhoneSchema.optional(),
  /** The price of each date in minor units; absent or null: the club's price rules. */
  price: z.number().int().min(0).max(10_000_000).nullable().optional(),
});

type SeasonFields = Pick<z.infer<typeof seriesFields>, 'from' | 'to' | 'player' | 'customerName'>;
const seasonRules = <T extends z.ZodType<SeasonFields>>(schema: T) =>
  schema
    .refine((body) => body.from <= body.to, { path: ['to'], message: 'Ends before it starts' })
    // Read with Date.parse: a refusal of the dates themselves leaves them unreadable here.
    .refine((body) => Date.parse(body.to) - Date.parse(body.from) <= seriesMaxDays * 86_400_000, {
      path: ['to'],
      message: `A season is at most ${seriesMaxDays} days`,
    })
    .refine((body) => (body.player === undefined) !== (body.customerName === undefined), {
      path: ['player'],
      message: 'Name a player or a customer',
    });

/** POST /owner/series/preview: the series as the owner set it. */
export const seriesPreviewBodySchema = seasonRules(seriesFields);
export type SeriesPreviewBody = z.input<typeof seriesPreviewBodySchema>;

/** POST /owner/series: the same, and what to do with clashing dates. */
export const createSeriesBodySchema = seasonRules(
  seriesFields.extend({ onClash: z.enum(seriesClashChoices) }),
);
export type CreateSeriesBody = z.input<typeof createSeriesBodySchema>;
export type ValidSeriesBody = z.output<typeof seriesPreviewBodySchema>;

/** One date of a series: free, or what clashes with it. */
export const seriesDateSchema = z.object({
  date: isoDateSchema,
  clash: z.enum(seriesClashKinds).nullable(),
  /** Who or what holds it, or the closure's reason. */
  description: z.string().nullable(),
});
export type SeriesDate = z.infer<typeof seriesDateSchema>;

export const seriesPreviewSchema = z.object({ dates: z.array(seriesDateSchema) });
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

/** A series as the club's list shows it. */
export const seriesSummarySchema = z.object({
  id: idSchema,
  courtId: idSchema,
  courtName: z.string(),
  weekday: z.number().int(),
  startTime: hourMinuteSchema,
  duration: z.number().int(),
  everyWeeks: z.number().int(),
  from: isoDateSchema,
  to: isoDateSchema,
  playerId: idSchema.nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  price: z.number().int().nullable(),
  currency: currencySchema,
  endedAt: z.string().nullable(),
  /** The next occurrence still on, or null. */
  nextDate: isoDateSchema.nullable(),
  occurrences: z.object({ total: z.number().int(), confirmed: z.number().int() }),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;
export const seriesListSchema = z.array(seriesSummarySchema);

/** One occurrence: a booking of its own. */
export const seriesOccurrenceSchema = z.object({
  bookingId: idSchema,
  date: isoDateSchema,
  startTime: hourMinuteSchema,
  courtId: idSchema,
  status: bookingStatusSchema,
  amount: z.number().int(),
  paymentMethod: paymentMethodSchema.nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const seriesDetailSchema = seriesSummarySchema.extend({
  dates: z.array(seriesOccurrenceSchema),
});
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

/** POST /owner/series answers the series and the dates it left out. */
export const createdSeriesSchema = z.object({
  series: seriesSummarySchema,
  skipped: z.array(seriesDateSchema),
});
export type CreatedSeries = z.infer<typeof createdSeriesSchema>;

/** POST /owner/series/:id/cancel: every occurrence from this club-local date on. */
export const cancelSeriesBodySchema = z.object({
  from: seasonDateSchema,
  /** Told to the player with each refund; the club's own words, or a plain default. */
  reason: textSchema().trim().min(1).max(300).default('The series was ended by the club'),
});
export type CancelSeriesBody = z.input<typeof cancelSeriesBodySchema>;
export const cancelledSeriesSchema = z.object({
  /** Occurrences this call cancelled (0 when a repeat finds them cancelled already). */
  cancelled: z.number().int(),
  series: seriesSummarySchema,
});
export type CancelledSeries = z.infer<typeof cancelledSeriesSchema>;
