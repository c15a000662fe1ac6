import { z } from './zod.js';
import { footballCapacities, padelCapacities, sportSchema } from './clubs.js';
import { currencySchema } from './money.js';
import { idSchema } from './ids.js';
import { courtTypeSchema } from './matches.js';
import { peakPriceSchema } from './pricing.js';
import { textSchema } from './text.js';
import { maxPeaksPerCourt } from './court-admin-rules.js';

export { maxPeaksPerCourt, courtPhotoField } from './court-admin-rules.js';

/** POST/PUT /owner/court: what the owner sets on a court, its price per 60 minutes included. */
export const courtInputSchema = z
  .object({
    name: textSchema().trim().min(1).max(80),
    type: sportSchema,
    capacity: z.number().int(),
    courtType: courtTypeSchema.nullable().default(null),
    description: textSchema().trim().max(1000).nullable().default(null),
    price: z.number().int().min(0).max(100_000_000),
    peaks: z.array(peakPriceSchema).max(maxPeaksPerCourt).default([]),
  })
  .superRefine((court, context) => {
    const capacities: readonly number[] =
      court.type === 'padel' ? padelCapacities : footballCapacities;
    if (!capacities.includes(court.capacity))
      context.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: `A ${court.type} court holds ${capacities.join(', ')} players`,
      });
    if (court.type === 'football' && court.courtType !== null)
      context.addIssue({
        code: 'custom',
        path: ['courtType'],
        message: 'Only padel courts are indoor, outdoor or covered',
      });
  });
export type CourtInput = z.input<typeof courtInputSchema>;
export type ValidCourtInput = z.output<typeof courtInputSchema>;

/** A court as its owner manages it: every field, its own price and whether it is retired. */
export const ownedCourtSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: sportSchema,
  capacity: z.number().int(),
  courtType: courtTypeSchema.nullable(),
  photo: z.string().nullable(),
  description: z.string().nullable(),
  /** The price per 60 minutes that applies (the court's own, else its sport's or the club's). */
  price: z.number().int().nullable(),
  currency: currencySchema,
  peaks: z.array(peakPriceSchema),
  retiredAt: z.string().nullable(),
});
export type OwnedCourt = z.infer<typeof ownedCourtSchema>;
export const ownedCourtListSchema = z.array(ownedCourtSchema);
