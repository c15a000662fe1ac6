import { z } from './zod.js';
import { clubPhoneSchema } from './auth.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { paymentMethodSchema, paymentStatusSchema } from './payments.js';
import { textSchema } from './text.js';
import {
  memberDiscountKinds,
  membershipLimits,
  membershipPeriods,
  membershipStatuses,
  planSaleChannels,
  planVisibilities,
} from './memberships-rules.js';

export * from './memberships-rules.js';

const { horizonDays, bookings, graceDays, percent } = membershipLimits;
const count = (limits: { min: number; max: number }) =>
  z.number().int().min(limits.min).max(limits.max).nullable();

/**
 * A plan's member prices: a discount in percent or amount, or a fixed hourly price, on its
 * courts (null: every court of the club), weekdays (0 Sunday) and hours [fromHour, toHour).
 */
export const memberDiscountSchema = z
  .object({
    kind: z.enum(memberDiscountKinds),
    value: z.number().int().min(0).max(100_000_000),
    courtIds: z.array(idSchema).min(1).max(100).nullable(),
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    fromHour: z.number().int().min(0).max(23),
    toHour: z.number().int().min(1).max(24),
  })
  .refine((discount) => discount.fromHour < discount.toHour, {
    path: ['toHour'],
    message: 'fromHour must come before toHour',
  })
  .refine(
    (discount) =>
      discount.kind !== 'percent' ||
      (discount.value >= percent.min && discount.value <= percent.max),
    { path: ['value'], message: `A percent from ${percent.min} to ${percent.max}` },
  );
export type MemberDiscount = z.infer<typeof memberDiscountSchema>;

export const memberPrivilegesSchema = z.object({
  horizonDays: count(horizonDays),
  maxActiveBookings: count(bookings),
  maxBookingsPerDay: count(bookings),
  cancelNoticeHours: z.number().int().min(0).max(168).nullable(),
});

/** POST /owner/plans and PUT /owner/plans/:planId: a plan as the owner sets it. */
export const planBodySchema = z
  .object({
    name: textSchema().trim().min(1, 'Required').max(60),
    description: textSchema().trim().max(500).default(''),
    /** Per period (or once), in the club's currency's minor units. */
    price: z.number().int().min(0).max(100_000_000),
    period: z.enum(membershipPeriods),
    visibility: z.enum(planVisibilities),
    saleChannel: z.enum(planSaleChannels),
    discount: memberDiscountSchema.nullable(),
    privileges: memberPrivilegesSchema,
    /** Days a due membership still counts before it lapses. */
    graceDays: z.number().int().min(graceDays.min).max(graceDays.max),
    /** One of the club's customer categories: only its customers join in the app. */
    categoryId: idSchema.nullable().default(null),
  })
  .strict();
export type PlanBody = z.input<typeof planBodySchema>;
export type ValidPlanBody = z.output<typeof planBodySchema>;

export const planParamsSchema = z.object({ planId: idSchema });

/** A plan as its club's owner reads it. */
export const planSchema = z.object({
  id: idSchema,
  clubId: idSchema,
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: currencySchema,
  period: z.enum(membershipPeriods),
  visibility: z.enum(planVisibilities),
  saleChannel: z.enum(planSaleChannels),
  discount: memberDiscountSchema.nullable(),
  privileges: memberPrivilegesSchema,
  graceDays: z.number().int(),
  /** The customer category it is for, or null: for every player. */
  category: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** Members in good standing (active or due). */
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

export const membershipStatusSchema = z.enum(membershipStatuses);

/** A membership as its member (or the club) reads it. */
export const membershipSchema = z.object({
  id: idSchema,
  status: membershipStatusSchema,
  club: z.object({ id: idSchema, name: z.string() }),
  plan: planSchema.pick({
    id: true,
    name: true,
    price: true,
    currency: true,
    period: true,
    discount: true,
    privileges: true,
  }),
  member: z.object({ id: idSchema.nullable(), name: z.string() }),
  startedAt: z.string().nullable(),
  /** When the paid period ends (renewal is due then); null for a one-off plan or unpaid. */
  periodEndsAt: z.string().nullable(),
  /** A due membership's last day before it lapses. */
  graceEndsAt: z.string().nullable(),
  /** Whether it renews at the period's end (the player may stop it). */
  renews: z.boolean(),
  /** The latest period's payment, to resume, to pay or for its receipt. */
  payment: z
    .object({
      id: idSchema,
      method: paymentMethodSchema,
      status: paymentStatusSchema,
      amount: z.number().int(),
      currency: currencySchema,
    })
    .nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListSchema = z.array(membershipSchema);
export const membershipParamsSchema = z.object({ membershipId: idSchema });

/** GET /user/clubs/:clubId/plans: the plans a player may join, and theirs at the club. */
export const clubPlansSchema = z.object({
  plans: z.array(
    planSchema.omit({ memberCount: true, visibility: true, createdAt: true, graceDays: true }),
  ),
  membership: membershipSchema.nullable(),
});
export type ClubPlans = z.infer<typeof clubPlansSchema>;

/** POST /user/memberships/:method: join a plan; the wallet needs the payer's phone. */
export const joinPlanBodySchema = z
  .object({ planId: idSchema, phone: clubPhoneSchema.optional() })
  .strict();
export type JoinPlanBody = z.infer<typeof joinPlanBodySchema>;

/** POST /user/memberships/:membershipId/payment/:method: pay a pending or due period. */
export const payMembershipBodySchema = z.object({ phone: clubPhoneSchema.optional() }).strict();

/** PATCH /user/memberships/:membershipId: stop (or resume) renewing; `cancel` ends it now. */
export const membershipChangeBodySchema = z
  .object({ renews: z.boolean().optional(), cancel: z.literal(true).optional() })
  .strict()
  .refine((body) => body.renews !== undefined || body.cancel !== undefined, {
    message: 'Say what to change',
  });

/** POST /owner/members: the club gives a plan to a player, paid at the desk in cash. */
export const giveMembershipBodySchema = z
  .object({
    planId: idSchema,
    /** The player's username or phone number. */
    player: textSchema().trim().min(1).max(80),
  })
  .strict();
export type GiveMembershipBody = z.infer<typeof giveMembershipBodySchema>;
