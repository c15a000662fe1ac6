import { z } from './zod.js';
import { nameMaxLength, phoneSchema, usernameSchema } from './auth.js';
import { adminClubChangeSchema, clubFieldsSchema } from './admin.js';
import { sportSchema } from './clubs.js';
import { courtInputSchema } from './court-admin.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { textSchema } from './text.js';

const required = (max: number) => textSchema().trim().min(1, 'Required').max(max);

/** The most courts an application may announce: more is a typing slip, not a club. */
export const maxApplicationCourts = 60;

/** POST /club-applications: "List your club", the club as its people describe it, and whom to call. */
export const clubApplicationBodySchema = z.object({
  clubName: required(120),
  address: required(300),
  /** The city or area, so the platform knows where players will find it. */
  area: required(120),
  sports: z
    .array(sportSchema)
    .min(1, 'Choose at least one sport')
    .max(2)
    .refine((sports) => new Set(sports).size === sports.length, 'Each sport once'),
  courts: z.number().int().min(1).max(maxApplicationCourts),
  message: textSchema().trim().max(1000).default(''),
  contactName: required(nameMaxLength),
  contactPhone: phoneSchema,
  contactEmail: textSchema().trim().max(254).pipe(z.email('An email address')),
});
export type ClubApplicationBody = z.input<typeof clubApplicationBodySchema>;
export type ValidClubApplicationBody = z.output<typeof clubApplicationBodySchema>;

export const clubApplicationStateSchema = z.enum(['pending', 'approved', 'declined']);
export type ClubApplicationState = z.infer<typeof clubApplicationStateSchema>;

/** What the applicant is told once the form is sent. */
export const clubApplicationReceiptSchema = z.object({
  id: idSchema,
  state: clubApplicationStateSchema,
});

/** An application as the admin's screens show it. */
export const clubApplicationSchema = z.object({
  id: idSchema,
  clubName: z.string(),
  address: z.string(),
  area: z.string(),
  sports: z.array(sportSchema),
  courts: z.number().int(),
  message: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  /** The applicant's account, when they applied signed in: they become the owner themselves. */
  applicant: z.object({ id: idSchema, username: z.string() }).nullable(),
  state: clubApplicationStateSchema,
  declineReason: z.string().nullable(),
  /** The club its approval opened. */
  clubId: idSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ClubApplication = z.infer<typeof clubApplicationSchema>;

export const clubApplicationPageSchema = z.object({
  items: z.array(clubApplicationSchema),
  nextCursor: z.string().nullable(),
});

export const applicationIdParamsSchema = z.object({ applicationId: idSchema });

/**
 * POST /admin/club-applications/{id}/approve: the club as the admin opens it (what the admin's
 * "create club" takes, the owner being the applicant). An applicant without an account is
 * invited under the username given here.
 */
export const approveApplicationBodySchema = clubFieldsSchema.extend({
  currency: currencySchema,
  court: courtInputSchema,
  username: usernameSchema.optional(),
});
export type ApproveApplicationBody = z.input<typeof approveApplicationBodySchema>;

/** POST /admin/club-applications/{id}/decline. */
export const declineApplicationBodySchema = z.object({ reason: required(300) });
export type DeclineApplicationBody = z.infer<typeof declineApplicationBodySchema>;

/** What approving an application answers: the new club, its owner's invitation, the application. */
export const applicationApprovalSchema = adminClubChangeSchema.extend({
  application: clubApplicationSchema,
});
export type ApplicationApproval = z.infer<typeof applicationApprovalSchema>;
