import { z } from './zod.js';
import { passwordSchema, phoneSchema, usernameSchema } from './auth.js';
import { hostedPaymentMethods } from './bookings.js';
import { addDays, clubHourToUtc, isoDateSchema, requestDateSchema } from './club-time.js';
import { idSchema } from './ids.js';
import { pageSchemaOf, startPageQuerySchema } from './page-cursor.js';
import { purchaseStartSchema, refundRouteSchema, type PurchaseStart } from './payments.js';
import { currencySchema } from './money.js';
import { textSchema } from './text.js';

/** SPEC 9: recurrence values; `date` is a single date. */
export const activityRecurrences = ['date', 'daily', 'weekly', 'monthly'] as const;
export const activityRecurrenceSchema = z.enum(activityRecurrences);
export type ActivityRecurrence = z.infer<typeof activityRecurrenceSchema>;

/** SPEC 5: hours 00-23, minutes 00, 15, 30, 45. */
export const activityMinutes = [0, 15, 30, 45] as const;

/** A recurring activity runs this many weeks from its first date, unless it ends sooner. */
export const activityHorizonWeeks = 12;

/** How long the first on a waitlist has to book a seat that came free. */
export const waitlistOfferMinutes = 30;

/** How long a seat waits for its online payment. */
export const seatHoldMinutes = 10;

const hourSchema = z.number().int().min(0).max(23);
const minuteSchema = z.union(
  activityMinutes.map((m) => z.literal(m)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<15>,
    z.ZodLiteral<30>,
    z.ZodLiteral<45>,
  ],
);

/** Minutes since the club's midnight. */
export const minuteOfDay = (hour: number, minute: number) => hour * 60 + minute;

/** SPEC 2: the To time must come after the From time, on the same day. */
export function isValidActivityTime(fromH: number, fromM: number, toH: number, toM: number) {
  const valid = (h: number, m: number) =>
    Number.isInteger(h) && h >= 0 && h <= 23 && (activityMinutes as readonly number[]).includes(m);
  return (
    valid(fromH, fromM) && valid(toH, toM) && minuteOfDay(toH, toM) > minuteOfDay(fromH, fromM)
  );
}

export interface RecurrencePlan {
  /** The first date, 'YYYY-MM-DD'. */
  date: string;
  recurrence: ActivityRecurrence;
  /** The last date the series may run on; the 12-week horizon when absent or later. */
  lastDate?: string;
}

export interface ExpandedDates {
  dates: string[];
  /** Months ('YYYY-MM') a monthly series skips because they have no such day. */
  skippedMonths: string[];
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function monthlyDates(first: string, last: string): ExpandedDates {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  const dates: string[] = [];
  const skippedMonths: string[] = [];
  for (let step = 0; ; step += 1) {
    const at = new Date(Date.UTC(year, month - 1 + step, 1));
    const monthKey = `${at.getUTCFullYear()}-${pad2(at.getUTCMonth() + 1)}`;
    if (`${monthKey}-01` > last) break;
    const length = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
    const date = `${monthKey}-${pad2(day)}`;
    if (day > length) skippedMonths.push(monthKey);
    else if (date <= last) dates.push(date);
  }
  return { dates, skippedMonths };
}

/**
 * The dates a recurrence lands on, from its first date up to its last date or the horizon
 * (12 weeks: the first date plus 83 days), whichever is sooner. A monthly series on a day
 * some months lack (the 31st) skips those months and names them.
 */
export function expandRecurrence(plan: RecurrencePlan): ExpandedDates {
  const horizon = addDays(plan.date, activityHorizonWeeks * 7 - 1);
  const last = plan.lastDate && plan.lastDate < horizon ? plan.lastDate : horizon;
  if (plan.recurrence === 'date' || last < plan.date)
    return { dates: last < plan.date ? [] : [plan.date], skippedMonths: [] };
  if (plan.recurrence === 'monthly') return monthlyDates(plan.date, last);
  const step = plan.recurrence === 'daily' ? 1 : 7;
  const dates: string[] = [];
  for (let date = plan.date; date <= last; date = addDays(date, step)) dates.push(date);
  return { dates, skippedMonths: [] };
}

export interface OccurrenceTime {
  date: string;
  startsAt: string;
  endsAt: string;
}

/** A club-local date and minute of the day as a UTC instant; null for a skipped local hour. */
export function clubMinuteToUtc(date: string, minute: number, timeZone: string): string | null {
  const hourStart = clubHourToUtc(date, Math.floor(minute / 60), timeZone);
  if (!hourStart) return null;
  return new Date(Date.parse(hourStart) + (minute % 60) * 60_000).toISOString();
}

/**
 * Each date's occurrence as UTC instants in the club's zone: every occurrence keeps its local
 * time across a daylight-saving change. A date whose local time does not exist that day (a
 * spring-forward gap) is left out and listed.
 */
export function occurrenceTimes(
  dates: readonly string[],
  fromMinute: number,
  toMinute: number,
  timeZone: string,
): { occurrences: OccurrenceTime[]; missingDates: string[] } {
  const occurrences: OccurrenceTime[] = [];
  const missingDates: string[] = [];
  for (const date of dates) {
    const startsAt = clubMinuteToUtc(date, fromMinute, timeZone);
    const endsAt = clubMinuteToUtc(date, toMinute, timeZone);
    if (startsAt && endsAt) occurrences.push({ date, startsAt, endsAt });
    else missingDates.push(date);
  }
  return { occurrences, missingDates };
}

/** One seat of an occurrence as counted: paid or owed, or kept for a payment or an offer. */
export interface SeatState {
  status: 'held' | 'confirmed' | 'cancelled' | 'offered';
  /** Until when a held seat or a waitlist offer keeps its place. */
  until: string | null;
}

/** Seats taken now: confirmed ones, and held seats and waitlist offers not yet lapsed. */
export function takenSeats(seats: readonly SeatState[], now: Date): number {
  return seats.filter((seat) => {
    if (seat.status === 'confirmed') return true;
    if (seat.status === 'cancelled') return false;
    return seat.until !== null && Date.parse(seat.until) > now.getTime();
  }).length;
}

/** Seats left; null when the activity has no limit. */
export function seatsLeft(seatsNumber: number | null, taken: number): number | null {
  return seatsNumber === null ? null : Math.max(0, seatsNumber - taken);
}

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
  phone: phoneSchema,
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

export const activitySeatMethods = [...hostedPaymentMethods, 'cash', 'coins'] as const;
export type ActivitySeatMethod = (typeof activitySeatMethods)[number];
export const activitySeatParamsSchema = z.object({
  id: idSchema,
  method: z.enum(activitySeatMethods),
});
export const activitySeatBodySchema = z
  .object({ phone: phoneSchema.optional() })
  .strict()
  .nullish();

export const activitySeatResponseSchema = purchaseStartSchema;
export type ActivitySeatResponse = PurchaseStart;

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
