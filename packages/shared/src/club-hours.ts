import { z } from './zod.js';
import { bookingDateSchema, isoDateSchema, requestDateSchema } from './club-time.js';
import { idSchema } from './ids.js';
import { textSchema } from './text.js';
import { openingMinutes, openingTimes } from './club-hours-rules.js';
import { minuteOfTime } from './slots-rules.js';

export {
  clubWeekOrder,
  defaultOpeningDays,
  halfHourStarts,
  openingDayOf,
  openingMinutes,
  openingTimeOf,
  openingTimes,
  weekdayNumbers,
} from './club-hours-rules.js';

/**
 * A club's opening hours and closures. Until an owner sets opening hours, every day has the
 * spec's bookable window (6 to 22); once set, an hour outside a weekday's hours, or inside a
 * closure of the club or the court, takes no court claim of any kind.
 */

/** The longest closure, in days: a season's works, not a club closing for good (that is a suspension). */
export const maxClosureDays = 366;

/** A club-local time on the hour or the half hour, '00:00' to '24:00' (a club open until midnight). */
const openingTimeSchema = z.enum(openingTimes as [string, ...string[]], {
  error: 'Expected a time on the hour or the half hour',
});

/** A club-local half hour's start, 'HH:mm'. */
const halfHourSchema = openingTimeSchema.exclude(['24:00']);

/** One weekday: open or not, and when it opens and closes ('08:30' to '21:00'). */
export const openingDaySchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    open: z.boolean(),
    opens: openingTimeSchema,
    closes: openingTimeSchema,
  })
  .refine(({ opens, closes }) => minuteOfTime(opens) < minuteOfTime(closes), {
    path: ['closes'],
    message: 'The club closes after it opens',
  });
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** PUT /owner/hours: the seven weekdays, each once. */
export const openingHoursBodySchema = z.object({
  days: z
    .array(openingDaySchema)
    .length(7)
    .refine((days) => new Set(days.map((day) => day.weekday)).size === 7, {
      message: 'Each weekday once',
    }),
});
export type OpeningHoursBody = z.infer<typeof openingHoursBodySchema>;

/**
 * Whether the club-local half hour starting at `minute` of a weekday is within opening hours;
 * no hours set is always.
 */
export function openAtHalfHour(
  days: readonly OpeningDay[] | null,
  weekday: number,
  minute: number,
): boolean {
  const day = days?.find((one) => one.weekday === weekday);
  if (!day) return true;
  const { from, to } = openingMinutes(day);
  return day.open && minute >= from && minute < to;
}

/** POST /owner/closure: the club (courtId null) or one court closed for some whole days. */
export const closureBodySchema = z
  .object({
    courtId: idSchema.nullable().default(null),
    // Within the dates the app works with: nothing can be booked past the horizon anyway.
    fromDate: requestDateSchema,
    toDate: requestDateSchema,
    reason: textSchema().trim().min(1).max(120),
    /** Cancel what the closure would hit (refunded in full) instead of being refused with it. */
    confirm: z.boolean().default(false),
  })
  .refine((body) => body.fromDate <= body.toDate, {
    path: ['toDate'],
    message: 'The last day comes after the first',
  })
  .refine(
    (body) => Date.parse(body.toDate) - Date.parse(body.fromDate) < maxClosureDays * 86_400_000,
    { path: ['toDate'], message: `A closure lasts ${maxClosureDays} days at most` },
  );
export type ClosureBody = z.input<typeof closureBodySchema>;
export type ValidClosureBody = z.output<typeof closureBodySchema>;

export const closureSchema = z.object({
  id: idSchema,
  /** Null when the whole club closes. */
  courtId: idSchema.nullable(),
  courtName: z.string().nullable(),
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
  reason: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;

/** GET /owner/hours: the week's opening hours (custom false while the default applies) and closures. */
export const clubHoursSchema = z.object({
  /** The club's zone: its days are the ones closures name. */
  timeZone: z.string(),
  custom: z.boolean(),
  days: z.array(openingDaySchema),
  closures: z.array(closureSchema),
});
export type ClubHours = z.infer<typeof clubHoursSchema>;

/** POST /owner/closure answers the closure and how many bookings, matches, events it cancelled. */
export const closureResultSchema = z.object({ closure: closureSchema, cancelled: z.number() });
export type ClosureResult = z.infer<typeof closureResultSchema>;

/** GET /user/club/:clubId/closed?date=: the closed club-local hours of each court that day. */
export const closedHoursQuerySchema = z.object({ date: bookingDateSchema });

export const courtClosedHoursSchema = z.object({
  courtId: idSchema,
  /** The club-local starts ('HH:mm') of the court's closed half hours that day. */
  halfHours: z.array(halfHourSchema),
  /** The reason of a closure touching the day; null when only opening hours close hours. */
  reason: z.string().nullable(),
});
export type CourtClosedHours = z.infer<typeof courtClosedHoursSchema>;
export const dayClosedHoursSchema = z.object({
  date: isoDateSchema,
  /** The weekday's opening hours that day (the default window while none are set). */
  opening: openingDaySchema,
  courts: z.array(courtClosedHoursSchema),
});
export type DayClosedHours = z.infer<typeof dayClosedHoursSchema>;

/**
 * GET /user/club/:clubId/hours: what a player reads on the club's page, the seven weekdays'
 * opening hours (Sunday first; the default window while none are set) and how today stands.
 */
export const clubOpeningSchema = z.object({
  days: z.array(openingDaySchema).length(7),
  today: dayClosedHoursSchema,
});
export type ClubOpening = z.infer<typeof clubOpeningSchema>;

/** DELETE /admin/clubs/:clubId/closures/:closureId. */
export const clubClosureParamsSchema = z.object({ clubId: idSchema, closureId: idSchema });
