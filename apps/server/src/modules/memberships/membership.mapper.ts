import type {
  MemberDiscount,
  MemberTerms,
  Membership,
  Plan,
  ValidPlanBody,
} from '@courtside/shared';
import { personName } from '#server/modules/users/users.service.js';
import type { MembershipViewRow, PlanRow } from './memberships.repo.js';

type PrivilegeColumns = Pick<
  PlanRow,
  'horizon_days' | 'max_active_bookings' | 'max_bookings_per_day' | 'cancel_notice_hours'
>;

const privilegesOf = (row: PrivilegeColumns) => ({
  horizonDays: row.horizon_days,
  maxActiveBookings: row.max_active_bookings,
  maxBookingsPerDay: row.max_bookings_per_day,
  cancelNoticeHours: row.cancel_notice_hours,
});

const discountOf = (text: string | null): MemberDiscount | null =>
  text === null ? null : (JSON.parse(text) as MemberDiscount);

/** A plan's columns from what the owner set. */
export function planColumns(body: ValidPlanBody) {
  const { privileges } = body;
  return {
    name: body.name,
    description: body.description,
    price: body.price,
    period: body.period,
    visibility: body.visibility,
    sale_channel: body.saleChannel,
    discount: body.discount === null ? null : JSON.stringify(body.discount),
    horizon_days: privileges.horizonDays,
    max_active_bookings: privileges.maxActiveBookings,
    max_bookings_per_day: privileges.maxBookingsPerDay,
    cancel_notice_hours: privileges.cancelNoticeHours,
    grace_days: body.graceDays,
    category_id: body.categoryId,
  };
}

/**
 * A plan as it is read; `categories` names the club's customer categories (a category since
 * removed leaves the plan for no one to join in the app, named as nothing).
 */
export function toPlan(row: PlanRow, categories: Map<string, string>, memberCount = 0): Plan {
  const categoryName = row.category_id === null ? undefined : categories.get(row.category_id);
  return {
    id: row.id,
    clubId: row.club_id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    period: row.period,
    visibility: row.visibility,
    saleChannel: row.sale_channel,
    discount: discountOf(row.discount),
    privileges: privilegesOf(row),
    graceDays: row.grace_days,
    category: row.category_id === null ? null : { id: row.category_id, name: categoryName ?? '' },
    memberCount,
    createdAt: row.created_at,
  };
}

/** What a member's bookings at the club are priced and limited by. */
export const toMemberTerms = (row: PlanRow): MemberTerms => ({
  planName: row.name,
  discount: discountOf(row.discount),
  privileges: privilegesOf(row),
});

export function toMembership(row: MembershipViewRow, clubName: string): Membership {
  const closed = row.person_deleted_at !== null;
  return {
    id: row.id,
    status: row.status,
    club: { id: row.club_id, name: clubName },
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      price: row.plan_price,
      currency: row.plan_currency,
      period: row.plan_period,
      discount: discountOf(row.plan_discount),
      privileges: privilegesOf({
        horizon_days: row.plan_horizon_days,
        max_active_bookings: row.plan_max_active_bookings,
        max_bookings_per_day: row.plan_max_bookings_per_day,
        cancel_notice_hours: row.plan_cancel_notice_hours,
      }),
    },
    member: {
      id: closed ? null : row.user_id,
      name: closed
        ? ''
        : personName(row.person_first_name, row.person_last_name) || row.person_username,
    },
    startedAt: row.started_at,
    periodEndsAt: row.period_ends_at,
    graceEndsAt: row.status === 'due' ? row.grace_ends_at : null,
    renews: row.renews === 1,
    payment:
      row.payment_id && row.payment_method && row.payment_status
        ? {
            id: row.payment_id,
            method: row.payment_method,
            status: row.payment_status,
            amount: row.payment_amount!,
            currency: row.payment_currency!,
          }
        : null,
  };
}
