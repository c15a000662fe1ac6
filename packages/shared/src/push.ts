import { z } from './zod.js';
import { textSchema } from './text.js';
import { pushKinds } from './push-rules.js';

export * from './push-rules.js';

/** The key a device subscribes with; null when this server does not push. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = textSchema().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Expected base64url');

/** A device's push subscription, as PushSubscription.toJSON() gives it, and its language. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: textSchema().url().max(1000).startsWith('http'),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
  language: z.enum(['en', 'es', 'ar']),
  label: textSchema().max(200).optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/**
 * POST /push/renewals: a subscription the browser renewed by itself, sent by the device's
 * service worker, which holds no token; the old endpoint, known only to the device, its push
 * service and this server, says whose it was.
 */
export const pushRenewalBodySchema = pushSubscriptionBodySchema
  .pick({ endpoint: true, keys: true })
  .extend({ oldEndpoint: textSchema().max(1000) });
export type PushRenewalBody = z.infer<typeof pushRenewalBodySchema>;

/** Which device's subscription to forget: its endpoint. */
export const pushEndpointBodySchema = z.object({ endpoint: textSchema().max(1000) });
export type PushEndpointBody = z.infer<typeof pushEndpointBodySchema>;

/** The kinds of push the person does not want on their devices. */
export const pushSettingsSchema = z.object({
  off: z
    .array(z.enum(pushKinds))
    .max(pushKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, { message: 'A kind is listed twice' }),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushKindSchema = z.enum(pushKinds);
