import type { ClubSummary, CourtDetail } from '@courtside/shared';
import { useClubPlans } from '@/lib/api/club-plans';
import { memberHorizonDays, memberPricing } from '@/lib/member-terms';

/**
 * The player's membership at the club, as the booking grid reads it: their price on each
 * court, and how many days ahead they may book (the club's booking window, or their plan's
 * further one). Without a membership (or its answer) the public's.
 */
export function useMemberTerms(club: Pick<ClubSummary, 'id' | 'bookingWindowDays'>) {
  const plans = useClubPlans(club.id).data;
  return {
    horizonDays: Math.max(club.bookingWindowDays, memberHorizonDays(plans) ?? 0),
    pricedFor: (court: CourtDetail) => memberPricing(plans, court.id),
  };
}
