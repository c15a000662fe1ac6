import { z } from './zod.js';
import { idSchema } from './ids.js';
import { notificationKinds } from './notifications-rules.js';

export * from './notifications-rules.js';

export const notificationKindSchema = z.enum(notificationKinds);

/**
 * The facts a notification's text and link are made of (names, a date, an id to open). Null
 * rides on the string rather than being a branch of its own, so that the OpenAPI 3.0 document
 * can state it as `nullable` beside a `type`, as 3.0 requires; the values accepted are the same.
 */
export const notificationFactsSchema = z.record(
  z.string(),
  z.union([z.string().nullable(), z.number()]),
);
export type NotificationFacts = z.infer<typeof notificationFactsSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  facts: notificationFactsSchema,
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuerySchema = z.object({
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Marks the listed notifications read, or every one of the reader's with `all`. */
export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/** The live stream answers only a client that asks for server-sent events. */
export const eventStreamHeadersSchema = z.object({
  accept: z
    .string()
    .max(500)
    .regex(/text\/event-stream/, 'Ask with Accept: text/event-stream'),
});
