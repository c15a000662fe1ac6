import { z } from './zod.js';
import { idSchema } from './ids.js';

/**
 * What a notification tells its reader. The server stores the kind and a few facts; the app
 * words them in the reader's language, so a notification reads right after a language change.
 */
export const notificationKinds = [
  'match_request_received',
  'match_request_accepted',
  'match_request_rejected',
  'match_partner_asked',
  'match_partner_accepted',
  'match_partner_declined',
  'match_cancelled',
  'match_share_lapsed',
  'match_player_left',
  'match_player_joined',
  'match_invited',
  'match_covered',
  'match_result_recorded',
  'match_result_confirmed',
  'match_result_disputed',
  'match_result_stood',
  'match_result_decided',
  'match_result_voided',
  'match_result_to_decide',
  'championship_request_received',
  'championship_request_accepted',
  'championship_request_rejected',
  'championship_deleted',
  'booking_confirmed',
  'booking_cancelled',
  'booking_refunded',
  'booking_moved',
  'activity_seat_free',
  'activity_cancelled',
  'social_place_free',
  'social_cancelled',
  'club_suspended',
  'club_reopened',
  'club_application_approved',
  'club_application_declined',
  // To a club's owner: what players did at their club.
  'club_booking_made',
  'club_booking_cancelled',
  'club_night_place_taken',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

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
