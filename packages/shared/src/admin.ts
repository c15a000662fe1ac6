import { z } from './zod.js';
import { clubPhoneSchema, nameMaxLength, passwordSchema, usernameSchema } from './auth.js';
import { timeZoneSchema } from './club-time.js';
import { sportSchema } from './clubs.js';
import { courtInputSchema } from './court-admin.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { createdKeySchema, cursorQuerySchema, pageLimitSchema } from './page-cursor.js';
import { textSchema } from './text.js';

const required = (max: number) => textSchema().trim().min(1, 'Required').max(max);

/** A club's own fields as the platform's admin sets them (the currency only at creation). */
export const clubFieldsSchema = z.object({
  name: required(120),
  address: required(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: timeZoneSchema,
});
export type ClubFields = z.infer<typeof clubFieldsSchema>;

/**
 * Who owns a club: an account that exists, found by its phone number or username, or a new
 * person invited by a one-time link (who sets their own password on it).
 */
export const ownerChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), identifier: required(64) }),
  z.object({
    kind: z.literal('invite'),
    name: required(nameMaxLength),
    username: usernameSchema,
    /** Read in the club's country, which its time zone names. */
    phone: clubPhoneSchema,
  }),
]);
export type OwnerChoice = z.infer<typeof ownerChoiceSchema>;

/** POST /admin/clubs: the club, its first court and its owner. */
export const createClubBodySchema = clubFieldsSchema.extend({
  currency: currencySchema,
  court: courtInputSchema,
  owner: ownerChoiceSchema,
});
export type CreateClubBody = z.input<typeof createClubBodySchema>;

/** PUT /admin/clubs/{clubId}/owner. */
export const setOwnerBodySchema = z.object({ owner: ownerChoiceSchema });

/** What happens to a suspended club's future bookings. */
export const futureBookingsChoiceSchema = z.enum(['keep', 'cancel']);
export const suspendClubBodySchema = z.object({
  futureBookings: futureBookingsChoiceSchema,
  reason: required(300),
});
export type SuspendClubBody = z.infer<typeof suspendClubBodySchema>;

/** A club's owner as the admin's screens show them: a name and a username, nothing private. */
export const clubOwnerSchema = z.object({
  id: idSchema,
  name: z.string(),
  username: z.string(),
  /** True until an invited owner has set their password. */
  invited: z.boolean(),
});

export const adminClubSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  currency: currencySchema,
  photo: z.string().nullable(),
  /** The sports of its courts in play. */
  sports: z.array(sportSchema),
  courts: z.number().int(),
  suspendedAt: z.string().nullable(),
  owner: clubOwnerSchema,
  createdAt: z.string(),
});
export type AdminClub = z.infer<typeof adminClubSchema>;

/** The link to hand to an invited owner: shown once, to the admin who made it. */
export const invitationLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const adminClubChangeSchema = z.object({
  club: adminClubSchema,
  invitation: invitationLinkSchema.nullable(),
  /** Future bookings cancelled (and refunded) by a suspension. */
  cancelledBookings: z.number().int(),
});
export type AdminClubChange = z.infer<typeof adminClubChangeSchema>;

export const adminPageQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  before: cursorQuerySchema(createdKeySchema).optional(),
  limit: pageLimitSchema,
});

export const adminClubPageSchema = z.object({
  items: z.array(adminClubSchema),
  nextCursor: z.string().nullable(),
});

/** One admin action: who, what, when, and the record before and after (JSON text). */
export const auditEntrySchema = z.object({
  id: idSchema,
  actor: z.object({ id: idSchema, name: z.string() }),
  action: z.string(),
  subjectId: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

/** GET /auth/invitation/{token}: whom the link invites to which club. */
export const invitationSchema = z.object({
  clubName: z.string(),
  name: z.string(),
  username: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationParamsSchema = z.object({ token: textSchema().min(16).max(128) });
export const acceptInvitationBodySchema = z.object({ password: passwordSchema });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
