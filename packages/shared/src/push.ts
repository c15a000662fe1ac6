import { z } from './zod.js';
import { textSchema } from './text.js';
import { notificationKinds, type NotificationKind } from './notifications.js';

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

/** Which device's subscription to forget: its endpoint. */
export const pushEndpointBodySchema = z.object({ endpoint: textSchema().max(1000) });
export type PushEndpointBody = z.infer<typeof pushEndpointBodySchema>;

/** What can be pushed to a device: every kind of notice, and a new message in a chat. */
export const pushKinds = [...notificationKinds, 'chat_message'] as const;
export const pushKindSchema = z.enum(pushKinds);
export type PushKind = z.infer<typeof pushKindSchema>;

/** The groups Menu > Notification offers a switch for; every kind is in exactly one. */
export const pushGroups = [
  'matches',
  'results',
  'chat',
  'championships',
  'bookings',
  'activities',
  'club',
] as const;
export type PushGroup = (typeof pushGroups)[number];

const groupOfNotice = (kind: NotificationKind): PushGroup => {
  if (kind.startsWith('match_result_')) return 'results';
  if (kind.startsWith('match_')) return 'matches';
  if (kind.startsWith('championship_')) return 'championships';
  if (kind.startsWith('booking_')) return 'bookings';
  if (kind.startsWith('activity_') || kind.startsWith('social_')) return 'activities';
  return 'club';
};

/** The group a kind is switched with. */
export const pushGroupOf = (kind: PushKind): PushGroup =>
  kind === 'chat_message' ? 'chat' : groupOfNotice(kind);

/** The kinds one group's switch turns on or off. */
export const pushKindsOf = (group: PushGroup): PushKind[] =>
  pushKinds.filter((kind) => pushGroupOf(kind) === group);

/** The kinds of push the person does not want on their devices. */
export const pushSettingsSchema = z.object({
  off: z
    .array(pushKindSchema)
    .max(pushKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, { message: 'A kind is listed twice' }),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;
