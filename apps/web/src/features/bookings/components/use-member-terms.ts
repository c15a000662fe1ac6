import type { CourtDetail } from '@courtside/shared';
import { bookingHorizonDays } from '@courtside/shared/rules';
import { useClubPlans } from '@/lib/api/club-plans';
import { memberHorizonDays, memberPricing } from '@/lib/member-terms';

/**
 * The player's membership at the club, as the booking grid reads it: their price on each
 * court, and how many days ahead they may book (the public horizon, or their plan's further
 * one). Without a membership (or its answer) the public's.
 */
export function useMemberTerms(clubId: string) {
  const plans = useClubPlans(clubId).data;
  return {
    horizonDays: Math.max(bookingHorizonDays, memberHorizonDays(plans) ?? 0),
    pricedFor: (court: CourtDetail) => memberPricing(plans, court.id),
  };
}
