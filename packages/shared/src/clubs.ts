import { z } from './zod.js';
import { textSchema } from './text.js';
import { currencySchema } from './money.js';
import { idSchema } from './ids.js';
import { bookingDateSchema } from './club-time.js';
import { clubSaleTermsSchema, existingBookingSchema, saleTermsSchema } from './slots.js';
import { peakPriceSchema } from './pricing.js';
import { courtTypeSchema } from './matches.js';
import { cancellationNoticeLimits } from './bookings-rules.js';
import { bookingHorizonDays } from './club-time-rules.js';

export { padelCapacities, footballCapacities, capacityLabel } from './clubs-rules.js';

export const sportSchema = z.enum(['padel', 'football']);

/** A comma-separated id list in a query string (SPEC 2: `?court=<ids>`). */
export const idListQuerySchema = textSchema()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idSchema).max(50));

export const courtSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  type: sportSchema,
  capacity: z.number().int(),
  photo: z.string().nullable(),
  description: z.string().nullable(),
});
export type CourtSummary = z.infer<typeof courtSummarySchema>;

/**
 * A club's cancellation rule (bookings-rules.ts): the notice in whole hours for a full refund,
 * and the share refunded after it (null: a late cancellation is refused).
 */
export const cancellationRuleSchema = z.object({
  noticeHours: z.number().int().min(cancellationNoticeLimits.min).max(cancellationNoticeLimits.max),
  lateRefundPercent: z.number().int().min(0).max(100).nullable(),
});

/** GET and PUT /owner/booking-window: how many days ahead the club's courts open to players. */
export const bookingWindowSchema = z.object({
  days: z.number().int().min(1).max(bookingHorizonDays),
});
export type BookingWindow = z.infer<typeof bookingWindowSchema>;

export const clubSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  photo: z.string().nullable(),
  timeZone: z.string(),
  currency: currencySchema,
  /** What its players' cancellations refund, and until when in full. */
  cancellation: cancellationRuleSchema,
  /** How many days ahead its courts open to players (a member's plan may open more). */
  bookingWindowDays: z.number().int(),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

/** SPEC 3 Club as listed for finding a court: its courts of the requested sport. */
export const clubSchema = clubSummarySchema.extend({
  type: sportSchema.nullable(),
  courts: z.array(courtSummarySchema),
  /** The types of its padel courts listed (indoor, outdoor, covered): where a match can be. */
  courtTypes: z.array(courtTypeSchema),
  /** What it sells of each sport: a match's lengths and starts are its padel terms. */
  sales: clubSaleTermsSchema,
  /** The caller marked it as a favourite: favourites come first in the lists. */
  favourite: z.boolean(),
});
export type Club = z.infer<typeof clubSchema>;
export const clubListSchema = z.array(clubSchema);

/** GET /user/club/{clubId}/favourite: whether the caller marked the club as a favourite. */
export const clubFavouriteSchema = z.object({ favourite: z.boolean() });
export type ClubFavourite = z.infer<typeof clubFavouriteSchema>;

export const clubListQuerySchema = z.object({ type: sportSchema.optional() });

/** A booking slot as SPEC 3 shows it on a court: date, start and end in the club's hours. */
export const courtBookingSlotSchema = existingBookingSchema.extend({
  endTime: z.string(),
});
export type CourtBookingSlot = z.infer<typeof courtBookingSlotSchema>;

/**
 * A court with its club, its price per 60 minutes and its bookings on the asked day. The price
 * is null while the club has set none that applies to the court: it cannot be booked yet.
 */
export const courtDetailSchema = courtSummarySchema.extend({
  club: clubSummarySchema,
  price: z.number().int().nullable(),
  /** Peak prices that replace `price` on some weekdays and hours (slotPrice applies them). */
  peaks: z.array(peakPriceSchema),
  currency: currencySchema,
  /** What its club sells of its sport: the game lengths and how often a game starts. */
  sale: saleTermsSchema,
  bookings: z.array(courtBookingSlotSchema),
});
export type CourtDetail = z.infer<typeof courtDetailSchema>;
export const courtDetailListSchema = z.array(courtDetailSchema);

/** GET /user/me/club: the owner's club, its courts and their upcoming bookings. */
export const myClubSchema = clubSummarySchema.extend({ courts: courtDetailListSchema });
export type MyClub = z.infer<typeof myClubSchema>;

export const clubCourtsQuerySchema = z.object({
  court: idListQuerySchema.optional(),
  date: bookingDateSchema.optional(),
});

/** GET /user/court/{id}: the club-local day whose taken slots to show (the club's today by default). */
export const courtDayQuerySchema = z.object({ date: bookingDateSchema.optional() });

export const courtQuerySchema = z.object({
  type: sportSchema.optional(),
  date: bookingDateSchema.optional(),
});

export const clubIdParamsSchema = z.object({ clubId: idSchema });

/** SPEC 3 Price: a list whose first element carries the price per 60 minutes. */
export const priceSchema = z.object({
  price: z.number().int(),
  currency: currencySchema,
  sport: sportSchema.nullable(),
  courtId: idSchema.nullable(),
  /** Peak prices that replace `price` on some weekdays and hours (slotPrice applies them). */
  peaks: z.array(peakPriceSchema),
});
export type Price = z.infer<typeof priceSchema>;
export const priceListSchema = z.array(priceSchema);
// Bounded like an id but without its minimum: an empty `?court=` simply asks for no court.
export const priceQuerySchema = z.object({ court: textSchema().max(64).optional() });
