/** The zod-free half of memberships.ts: plans' terms, periods and what a member may do. */
import type { MemberDiscountRule } from './pricing-rules.js';

/** How often a plan is paid: once (a member for good), or every month, quarter or year. */
export const membershipPeriods = ['once', 'month', 'quarter', 'year'] as const;
export type MembershipPeriod = (typeof membershipPeriods)[number];

/** Shown to players on the club's page, or given only by the club (not listed). */
export const planVisibilities = ['public', 'club'] as const;
export type PlanVisibility = (typeof planVisibilities)[number];

/** Where a plan is sold: paid in the app (card, wallet, mobile, coins), at the club (cash), or both. */
export const planSaleChannels = ['app', 'club', 'both'] as const;
export type PlanSaleChannel = (typeof planSaleChannels)[number];

export const memberDiscountKinds = ['percent', 'amount', 'hourly'] as const;

/**
 * A membership's states: `pending` until its first payment is made, `active` for a paid
 * period, `due` once a period ended unpaid (still a member for the club's grace days), `lapsed`
 * after them, `cancelled` when the player or club ended it.
 */
export const membershipStatuses = ['pending', 'active', 'due', 'lapsed', 'cancelled'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** Statuses in which the member's prices and privileges apply. */
export const memberStatuses: readonly MembershipStatus[] = ['active', 'due'];

/** A plan's booking privileges; null leaves the club's own rule (or no limit). */
export interface MemberPrivileges {
  /** How many days ahead a member may book, beyond the public horizon. */
  horizonDays: number | null;
  /** Upcoming bookings at the club a member may hold at once. */
  maxActiveBookings: number | null;
  /** Bookings a member may hold on one day at the club. */
  maxBookingsPerDay: number | null;
  /** A member cancels for a full refund up to this many hours before the start. */
  cancelNoticeHours: number | null;
}

/** What a member's bookings at a club are priced and limited by. */
export interface MemberTerms {
  planName: string;
  discount: MemberDiscountRule | null;
  privileges: MemberPrivileges;
}

export const membershipLimits = {
  horizonDays: { min: 1, max: 365 },
  bookings: { min: 1, max: 50 },
  graceDays: { min: 0, max: 30 },
  percent: { min: 1, max: 100 },
} as const;

const monthsOf: Record<Exclude<MembershipPeriod, 'once'>, number> = {
  month: 1,
  quarter: 3,
  year: 12,
};

/**
 * When a period that starts at `startIso` ends: the same day and time 1, 3 or 12 calendar
 * months later (the 31st ends on a shorter month's last day); null for a one-off plan.
 */
export function periodEnd(startIso: string, period: MembershipPeriod): string | null {
  if (period === 'once') return null;
  const start = new Date(startIso);
  const months = start.getUTCMonth() + monthsOf[period];
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

/** The last instant a due membership still counts, `graceDays` after its period ended. */
export function graceEnd(periodEndIso: string, graceDays: number): string {
  return new Date(Date.parse(periodEndIso) + graceDays * 86_400_000).toISOString();
}
