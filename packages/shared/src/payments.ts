import { z } from './zod.js';
import { textSchema } from './text.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { pageSchemaOf } from './page-cursor.js';

/** How a payment is made: hosted checkouts (wallet, mobile, card), cash at the club, coins. */
export const paymentMethods = ['wallet', 'mobile', 'card', 'cash', 'coins'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The states of a payment (the server's payment-states.ts says how they move). */
export const paymentStatusSchema = z.enum([
  'pending',
  'due_at_club',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
  'refund_pending',
  'refunded',
  'no_show',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * The one refund rule: money goes back the way it was paid (card, wallet and mobile payments
 * through their provider, coins as coins); a player who cancels may take coins at once instead.
 */
export const refundChoiceSchema = z.enum(['original', 'coins']);
export type RefundChoice = z.infer<typeof refundChoiceSchema>;
/** A player's cancellation: `?refundTo=coins` takes the money back as coins at once. */
export const refundChoiceQuerySchema = z.object({
  refundTo: refundChoiceSchema.default('original'),
});
/** Where a refund went: to the provider that took the payment, to coins, or nothing was paid. */
export const refundRouteSchema = z.enum(['provider', 'coins', 'none']);
export type RefundRoute = z.infer<typeof refundRouteSchema>;
export const paymentPurposeSchema = z.enum([
  'booking',
  'coin_pack',
  'championship',
  'activity',
  'match',
  'social',
  'membership',
]);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/** A payment as its payer sees it, e.g. when coming back from a checkout page. */
export const paymentSchema = z.object({
  id: idSchema,
  purpose: paymentPurposeSchema,
  subjectId: idSchema,
  method: z.string(),
  status: paymentStatusSchema,
  amount: z.number().int(),
  currency: currencySchema,
  /** While it is pending: the checkout to resume (url for wallets and mobile, formUrl for cards). */
  url: z.string().optional(),
  formUrl: z.string().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The club owner's word on cash due at the club. */
/**
 * The answer to starting a purchase (an activity seat, a championship place): confirmed at
 * once (coins, or cash owed at the club), or pending with the hosted checkout to open.
 */
export const purchaseStartSchema = z.object({
  status: z.enum(['confirmed', 'pending']),
  paymentId: idSchema,
  url: z.string().optional(),
  formUrl: z.string().optional(),
  coinBalance: z.number().int().optional(),
});
export type PurchaseStart = z.infer<typeof purchaseStartSchema>;

export const cashOutcomeBodySchema = z.object({ outcome: z.enum(['collected', 'no_show']) });

/**
 * Starting a payment twice with the same key answers the first payment (Stripe's
 * Idempotency-Key); visible ASCII, as a UUID the client mints per attempt.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': textSchema()
    .regex(/^[\x21-\x7e]{8,100}$/, '8 to 100 visible ASCII characters')
    .optional(),
});

/** The callback a payment provider sends when the payer approved or declined. */
export const providerCallbackSchema = z.object({
  paymentId: idSchema,
  providerRef: textSchema().min(1).max(100),
  status: z.enum(['succeeded', 'failed']),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

/** What the payer chose on the sandbox checkout page (the form's `decision` field). */
export const sandboxChoiceSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  token: textSchema().min(1).max(200),
});

/** The payment providers this server can be configured with. */
export const providerNameSchema = z.enum(['sandbox', 'stripe']);

/** Who takes the money of each hosted method on this server; null where the method is off. */
export const paymentProvidersSchema = z.object({
  card: providerNameSchema.nullable(),
  wallet: providerNameSchema.nullable(),
  mobile: providerNameSchema.nullable(),
});
export type PaymentProviderNames = z.infer<typeof paymentProvidersSchema>;

/**
 * GET /admin/refunds: money owed back through the provider that took it, oldest first. A
 * refund whose provider is not configured on this server waits for it (`providerConfigured`
 * false) and goes through once it is configured again; the others are being retried.
 */
export const owedRefundSchema = z.object({
  paymentId: idSchema,
  purpose: paymentPurposeSchema,
  method: paymentMethodSchema,
  amount: z.number().int(),
  currency: currencySchema,
  provider: providerNameSchema,
  providerConfigured: z.boolean(),
  /** Since when the money is owed back. */
  since: z.string(),
});
export type OwedRefund = z.infer<typeof owedRefundSchema>;
export const owedRefundPageSchema = pageSchemaOf(owedRefundSchema);

/**
 * The envelope of an event Stripe posts to its webhook. Only its shape is checked here: the
 * signature is verified on the raw body, and the event read from that body, not from this.
 */
export const stripeEventSchema = z.object({
  id: textSchema().min(1).max(255),
  object: z.literal('event'),
  type: textSchema().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const stripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  /** False when the event had been delivered before: it changed nothing. */
  applied: z.boolean(),
});
