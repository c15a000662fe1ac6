import { z } from './zod.js';

export {
  weekdayOf,
  hourPrice,
  slotPrice,
  memberHourPrice,
  dayPriceRange,
  weekdayMask,
  weekdaysOfMask,
} from './pricing-rules.js';
export type { PriceRule, MemberDiscountRule, PricedFor } from './pricing-rules.js';

/**
 * A peak price per 60 minutes: on the given weekdays (0 Sunday to 6 Saturday, the club's
 * calendar), for the hours that start in [fromHour, toHour) of the club's clock.
 */
export const peakPriceSchema = z
  .object({
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    fromHour: z.number().int().min(0).max(23),
    toHour: z.number().int().min(1).max(24),
    price: z.number().int().min(0).max(100_000_000),
  })
  .refine((peak) => peak.fromHour < peak.toHour, {
    message: 'fromHour must come before toHour',
    path: ['toHour'],
  });
export type PeakPrice = z.infer<typeof peakPriceSchema>;
