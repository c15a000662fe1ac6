import { z } from 'zod';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';

export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'failed', 'refunded']);
export const paymentPurposeSchema = z.enum(['booking', 'coin_pack', 'championship', 'activity']);

/** A payment as its payer sees it, e.g. when coming back from a checkout page. */
export const paymentSchema = z.object({
  id: idSchema,
  purpose: paymentPurposeSchema,
  subjectId: idSchema,
  method: z.string(),
  status: paymentStatusSchema,
  amount: z.number().int(),
  currency: currencySchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** The callback a payment provider sends when the payer approved or declined. */
export const providerCallbackSchema = z.object({
  paymentId: idSchema,
  providerRef: z.string().min(1).max(100),
  status: z.enum(['succeeded', 'failed']),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

export const sandboxDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  token: z.string().min(1).max(200),
});
