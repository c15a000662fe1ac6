import { z } from './zod.js';
import { hourMinuteSchema, isoDateSchema, requestDateSchema } from './club-time.js';
import { clubSummarySchema, sportSchema } from './clubs.js';
import { idSchema } from './ids.js';
import { bookingStatusSchema } from './bookings.js';
import { dayClosedHoursSchema } from './club-hours.js';
import { paymentMethodSchema, paymentStatusSchema } from './payments.js';
import { textSchema } from './text.js';
import { occupantKinds } from './club-day-rules.js';

export { occupantKinds, cashNoShowLimit, cashNoShowWindowDays } from './club-day-rules.js';

export const occupantKindSchema = z.enum(occupantKinds);
export type OccupantKind = z.infer<typeof occupantKindSchema>;

/** One taken court hour of the owner's day: what holds it, who, and how it is paid. */
export const clubDayCellSchema = z.object({
  courtId: idSchema,
  /** The club-local hour this cell is, 'HH:00'. */
  startTime: hourMinuteSchema,
  kind: occupantKindSchema,
  /** The booking, match, championship or activity occurrence holding the hour. */
  ownerId: idSchema,
  /** The player's (or walk-in's) name, the match organiser's, the championship's or activity's. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  /** The whole occupant's club-local time on that day (a 120-minute booking spans two cells). */
  from: hourMinuteSchema,
  to: hourMinuteSchema,
  madeByOwner: z.boolean(),
  bookingStatus: bookingStatusSchema.nullable(),
  paymentId: idSchema.nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
  amount: z.number().int().nullable(),
  /** A match's seats by how their shares stand (issue 30); null for anything else. */
  shares: z
    .object({
      paid: z.number().int(),
      atClub: z.number().int(),
      toPay: z.number().int(),
      open: z.number().int(),
    })
    .nullable(),
  /** The weekly series a booking is one date of (the grid marks it), or null. */
  seriesId: idSchema.nullable(),
  /** When the occupant starts (UTC), so the app knows whether a no-show can be marked yet. */
  startsAt: z.string().nullable(),
});
export type ClubDayCell = z.infer<typeof clubDayCellSchema>;

/**
 * GET /booking/club-day: every court of the owner's club, every taken hour of one day, and
 * the day's opening hours and closed hours (with a closure's reason), as players' grids read them.
 */
export const clubDaySchema = z.object({
  club: clubSummarySchema,
  date: isoDateSchema,
  courts: z.array(
    z.object({ id: idSchema, name: z.string(), sport: sportSchema, photo: z.string().nullable() }),
  ),
  cells: z.array(clubDayCellSchema),
  hours: dayClosedHoursSchema,
});
export type ClubDay = z.infer<typeof clubDaySchema>;
export const clubDayQuerySchema = z.object({ date: requestDateSchema });

/** The club cancels a booking: the reason is told to the player. */
export const clubCancelBodySchema = z.object({
  reason: textSchema().trim().min(1).max(300),
});
export type ClubCancelBody = z.input<typeof clubCancelBodySchema>;

/** The club moves a booking to another court or hour of the same day length. */
export const moveBookingBodySchema = z.object({
  courtID: idSchema,
  date: requestDateSchema,
  startTime: hourMinuteSchema.refine(
    (time) => /:[03]0$/.test(time),
    'Bookings start on the hour or the half hour',
  ),
});
export type MoveBookingBody = z.input<typeof moveBookingBodySchema>;

/** What a club's cancel or move answers: the booking where it now stands. */
export const clubBookingChangeSchema = z.object({
  id: idSchema,
  status: bookingStatusSchema,
  courtId: idSchema,
  date: isoDateSchema,
  startTime: hourMinuteSchema,
  endTime: hourMinuteSchema,
  /** How the money went back on a cancel: provider, coins, cash at the desk, or nothing paid. */
  refund: z.enum(['provider', 'coins', 'cash', 'none']).nullable(),
});
export type ClubBookingChange = z.infer<typeof clubBookingChangeSchema>;
