import { z } from './zod.js';
import { clubPhoneSchema, passwordSchema, usernameSchema } from './auth.js';
import { isoDateSchema, requestDateSchema } from './club-time.js';
import { idSchema } from './ids.js';
import { pageSchemaOf, startPageQuerySchema } from './page-cursor.js';
import { purchaseStartSchema, refundRouteSchema } from './payments.js';
import { currencySchema } from './money.js';
import { textSchema } from './text.js';
import {
  activityRecurrences,
  activityMinutes,
  minuteOfDay,
  activitySeatMethods,
} from './activities-rules.js';

export {
  activityRecurrences,
  activityMinutes,
  activityHorizonWeeks,
  waitlistOfferMinutes,
  seatHoldMinutes,
  minuteOfDay,
  isValidActivityTime,
  expandRecurrence,
  clubMinuteToUtc,
  occurrenceTimes,
  takenSeats,
  seatsLeft,
  activitySeatMethods,
} from './activities-rules.js';
export type {
  ExpandedDates,
  OccurrenceTime,
  SeatState,
  ActivitySeatMethod,
  ActivitySeatResponse,
  RecurrencePlan,
} from './activities-rules.js';

export const activityRecurrenceSchema = z.enum(activityRecurrences);
export type ActivityRecurrence = z.infer<typeof activityRecurrenceSchema>;

const hourSchema = z.number().int().min(0).max(23);
const minuteSchema = z.union(
  activityMinutes.map((m) => z.literal(m)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<15>,
    z.ZodLiteral<30>,
    z.ZodLiteral<45>,
  ],
);

/** SPEC 3 Activity (create payload); prices are minor units, as every price of the API. */
export const activityCreateBodySchema = z
  .object({
    club: idSchema,
    name: textSchema().trim().min(1).max(80),
    coach: idSchema,
    fromH: hourSchema,
    fromM: minuteSchema,
    toH: hourSchema,
    toM: minuteSchema,
    date: requestDateSchema,
    recurrence: activityRecurrenceSchema.default('date'),
    court: idSchema,
    seatsnumber: z.number().int().min(1).max(500).optional(),
    price: z.number().int().min(0).max(10_000_000),
    description: textSchema().trim().max(1000).optional(),
    gender: z.enum(['men', 'women', 'mix']).optional(),
    /** The client's date plus the To time; the server derives it again and ignores it. */
    endDate: textSchema().max(40).optional(),
    /** The last date a series runs on; at most the 12-week horizon. */
    lastDate: requestDateSchema.optional(),
  })
  .refine((body) => minuteOfDay(body.toH, body.toM) > minuteOfDay(body.fromH, body.fromM), {
    path: ['toH'],
    message: 'The To time must come after the From time',
  })
  .refine((body) => body.lastDate === undefined || body.lastDate >= body.date, {
    path: ['lastDate'],
    message: 'The last date must not come before the first',
  });
export type ActivityCreateBody = z.input<typeof activityCreateBodySchema>;

export const activityCreatedSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The dates it runs on, club-local. */
  dates: z.array(isoDateSchema),
  skippedMonths: z.array(z.string()),
});
export type ActivityCreated = z.infer<typeof activityCreatedSchema>;

/** The owner's courts free at every occurrence of a planned activity. */
export const activityCourtsQuerySchema = z
  .object({
    date: requestDateSchema,
    recurrence: activityRecurrenceSchema.default('date'),
    fromH: z.coerce.number().int().min(0).max(23),
    fromM: z.coerce.number().int().min(0).max(59),
    toH: z.coerce.number().int().min(0).max(23),
    toM: z.coerce.number().int().min(0).max(59),
    /** The last date the series runs on, when the owner chose one. */
    lastDate: requestDateSchema.optional(),
  })
  .refine((query) => query.lastDate === undefined || query.lastDate >= query.date, {
    path: ['lastDate'],
    message: 'The last date must not come before the first',
  });
export const activityCourtListSchema = z.array(
  z.object({ id: idSchema, name: z.string(), sport: z.enum(['padel', 'football']) }),
);

/** SPEC 3 Coach (create payload). */
export const coachCreateBodySchema = z.object({
  club: idSchema,
  Name: textSchema().trim().min(1).max(80),
  phone: clubPhoneSchema,
  username: z.union([usernameSchema, z.literal('')]).optional(),
  gender: z.enum(['M', 'F']),
  password: passwordSchema,
});
export type CoachCreateBody = z.input<typeof coachCreateBodySchema>;

export const coachSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string(),
  gender: z.enum(['M', 'F']),
  username: z.string(),
});
export type Coach = z.infer<typeof coachSchema>;
export const coachListSchema = z.array(coachSchema);

export const activityListQuerySchema = z.object({
  club: idSchema.optional(),
  date: requestDateSchema.optional(),
});
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;
/** GET /user/activity/upcoming: the same list a page at a time, by start then id. */
export const activityPageQuerySchema = activityListQuerySchema.extend(startPageQuerySchema.shape);
export type ActivityPageQuery = z.output<typeof activityPageQuerySchema>;

export const activityParticipantSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string(),
  /** Paid, or owed at the club. */
  paid: z.boolean(),
});
export type ActivityParticipant = z.infer<typeof activityParticipantSchema>;

/** SPEC 3 Activity (read), one dated occurrence, with what the viewer may do with it. */
export const activityOccurrenceSchema = z.object({
  id: idSchema,
  activityId: idSchema,
  name: z.string(),
  date: z.string(),
  endsAt: z.string(),
  recurrence: activityRecurrenceSchema,
  seatsnumber: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  price: z.number().int(),
  currency: currencySchema,
  gender: z.enum(['men', 'women', 'mix']),
  description: z.string().nullable(),
  coach: z.object({ id: idSchema, name: z.string() }),
  court: z.object({ id: idSchema, name: z.string() }),
  club: z.object({
    id: idSchema,
    name: z.string(),
    photo: z.string().nullable(),
    timeZone: z.string(),
  }),
  cancelled: z.boolean(),
  /** The viewer's seat: none, paid or owed ('booked'), or kept while paying ('held'). */
  mySeat: z.enum(['none', 'booked', 'held']),
  /** The viewer's place on the waitlist: none, waiting, or offered a seat until `offerUntil`. */
  myWaitlist: z.enum(['none', 'waiting', 'offered']),
  offerUntil: z.string().nullable(),
  /** The club owner's and the coach's view only; empty for everyone else. */
  participants: z.array(activityParticipantSchema),
});
export type ActivityOccurrence = z.infer<typeof activityOccurrenceSchema>;
export const activityOccurrenceListSchema = z.array(activityOccurrenceSchema);
export const activityOccurrencePageSchema = pageSchemaOf(activityOccurrenceSchema);
export type ActivityOccurrencePage = z.infer<typeof activityOccurrencePageSchema>;
export const activitySeatParamsSchema = z.object({
  id: idSchema,
  method: z.enum(activitySeatMethods),
});
export const activitySeatBodySchema = z
  .object({ phone: clubPhoneSchema.optional() })
  .strict()
  .nullish();

export const activitySeatResponseSchema = purchaseStartSchema;

export const seatCancelledSchema = z.object({
  refundedTo: refundRouteSchema,
  refundedCoins: z.number().int(),
  coinBalance: z.number().int(),
});

export const waitlistAnswerSchema = z.object({ position: z.number().int() });

/** The owner cancels one occurrence or it and the rest of its series. */
export const occurrenceCancelQuerySchema = z.object({
  scope: z.enum(['one', 'rest']).default('one'),
});
export const occurrenceCancelledSchema = z.object({ cancelled: z.number().int() });
