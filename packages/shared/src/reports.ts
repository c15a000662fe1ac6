import { z } from './zod.js';
import { requestDateSchema } from './club-time.js';
import { currencySchema } from './money.js';
import { idSchema } from './ids.js';
import { maxReportDays, reportSpanDays } from './reports-rules.js';

export { isReportPeriod, maxReportDays, reportSpanDays } from './reports-rules.js';

/**
 * GET /owner/report: a period of club-local dates, both included, each a date the app works
 * with (a year back to the booking horizon).
 */
export const reportQuerySchema = z
  .object({ from: requestDateSchema, to: requestDateSchema })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['to'] })
  .refine((query) => reportSpanDays(query.from, query.to) < maxReportDays, {
    message: `A report covers at most ${maxReportDays} days`,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const countAndAmount = z.object({ count: z.number().int(), amount: z.number().int() });

export const clubReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  currency: currencySchema,
  courts: z.array(z.object({ id: idSchema, name: z.string(), retired: z.boolean() })),
  /**
   * Booked hours per court and club-local hour over the period (cells with none left out); a
   * half hour counts 0.5, so 90 minutes from 19:30 adds 0.5 at 19 and 1 at 20.
   */
  occupancy: z.array(
    z.object({
      courtId: idSchema,
      hour: z.number().int(),
      bookedHours: z.number().multipleOf(0.5),
    }),
  ),
  /** Collected money of the period's bookings, by week (Monday-started, club-local). */
  revenueByWeek: z.array(z.object({ weekStart: z.string(), amount: z.number().int() })),
  revenueByMethod: z.array(
    z.object({ method: z.string(), count: z.number().int(), amount: z.number().int() }),
  ),
  cashToCollect: countAndAmount,
  noShows: countAndAmount,
  cancellations: countAndAmount,
});
export type ClubReport = z.infer<typeof clubReportSchema>;
