import type { ClubPlans, MemberDiscount, Membership } from '@courtside/shared';
import { memberStatuses, type PricedFor } from '@courtside/shared/rules';

/** The membership whose prices and privileges apply now (active, or due in its grace days). */
export function standingMembership(plans: ClubPlans | undefined): Membership | null {
  const membership = plans?.membership ?? null;
  return membership && memberStatuses.includes(membership.status) ? membership : null;
}

/**
 * Who a booking of `courtId` is priced for, as slotPrice takes it: the member's discount while
 * the membership stands, else nobody in particular (the public price).
 */
export function memberPricing(
  plans: ClubPlans | undefined,
  courtId: string,
): PricedFor | undefined {
  const discount: MemberDiscount | null | undefined = standingMembership(plans)?.plan.discount;
  return discount ? { courtId, discount } : undefined;
}

/** How many days ahead the member may book, when the plan reaches beyond the public horizon. */
export function memberHorizonDays(plans: ClubPlans | undefined): number | null {
  return standingMembership(plans)?.plan.privileges.horizonDays ?? null;
}
