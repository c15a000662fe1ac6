import { z } from './zod.js';
import { textSchema } from './text.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import {
  createdKeySchema,
  cursorQuerySchema,
  pageLimitSchema,
  pageSchemaOf,
} from './page-cursor.js';
import { paymentMethodSchema, paymentPurposeSchema } from './payments.js';
import { maxTaxRateBasisPoints } from './receipts-rules.js';
import { isoMonthSchema } from './club-time.js';

export {
  basisPointsToPercent,
  includedTax,
  maxTaxRateBasisPoints,
  percentToBasisPoints,
} from './receipts-rules.js';

/**
 * What a club prints on its receipts besides its name and address: its tax identifier (none
 * when empty) and the tax rate included in its prices, in percent with at most two decimals
 * (0: no tax).
 */
export const clubTaxSchema = z.object({
  taxId: textSchema().max(40).nullable(),
  taxRate: z
    .number()
    .min(0)
    .max(maxTaxRateBasisPoints / 100)
    .multipleOf(0.01),
});
export type ClubTax = z.infer<typeof clubTaxSchema>;

/** A sale (the money taken) or a refund (money given back: negative amounts). */
export const receiptKindSchema = z.enum(['sale', 'refund']);
export type ReceiptKind = z.infer<typeof receiptKindSchema>;

/**
 * A receipt as it was issued: the club's name, address, tax identifier and rate of that day,
 * so later changes to the club do not rewrite it. Amounts in minor units, tax included;
 * negative on a refund.
 */
export const receiptSchema = z.object({
  id: idSchema,
  /** Sequential per club, from 1, without gaps. */
  number: z.number().int(),
  kind: receiptKindSchema,
  paymentId: idSchema,
  issuedAt: z.string(),
  /** The club's time zone, to show the dates in the club's time. */
  timeZone: z.string(),
  club: z.object({
    id: idSchema,
    name: z.string(),
    address: z.string(),
    taxId: z.string().nullable(),
  }),
  item: z.object({
    purpose: paymentPurposeSchema,
    /** What was bought: the court, the activity, the night or the championship. */
    name: z.string().nullable(),
    startsAt: z.string().nullable(),
  }),
  amount: z.number().int(),
  /** Percent (0: no tax). */
  taxRate: z.number(),
  taxAmount: z.number().int(),
  currency: currencySchema,
  /** How it was paid, or for a refund where the money went. */
  method: paymentMethodSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListSchema = z.object({ items: z.array(receiptSchema) });
export type ReceiptList = z.infer<typeof receiptListSchema>;

/**
 * GET /user/receipts: the caller's receipts of one thing they bought, by the payment's purpose
 * and subject: a booking's id, a match's, an activity session's or a night's, or their
 * championship request's.
 */
export const receiptSubjectQuerySchema = z.object({
  purpose: paymentPurposeSchema,
  subject: idSchema,
});
export type ReceiptSubjectQuery = z.infer<typeof receiptSubjectQuerySchema>;

export const paymentReceiptsParamsSchema = z.object({ paymentId: idSchema });

/** GET /owner/receipts: a club-local month (YYYY-MM), newest first, a page at a time. */
export const receiptMonthQuerySchema = z.object({
  month: isoMonthSchema,
  limit: pageLimitSchema,
  cursor: cursorQuerySchema(createdKeySchema).optional(),
});
export type ReceiptMonthQuery = z.infer<typeof receiptMonthQuerySchema>;

export const receiptCsvQuerySchema = z.object({ month: isoMonthSchema });

/** A page of the month's receipts, with the month's totals (every page carries them). */
export const receiptPageSchema = pageSchemaOf(receiptSchema).extend({
  totals: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    taxAmount: z.number().int(),
    currency: currencySchema.nullable(),
  }),
});
export type ReceiptPage = z.infer<typeof receiptPageSchema>;
