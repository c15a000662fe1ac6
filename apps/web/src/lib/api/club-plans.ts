import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubPlans } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { membershipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/clubs/:clubId/plans: the plans a player may join at the club, and their own
 * membership there. One query per club: the club's page, its booking grid and the checkout
 * all read the member's terms from it.
 */
export const clubPlansQuery = (clubId: string) =>
  queryOptions({
    queryKey: membershipKeys.clubPlans(clubId),
    queryFn: ({ signal }): Promise<ClubPlans> =>
      apiRequest(`/user/clubs/${encodeURIComponent(clubId)}/plans`, {
        schema: sharedSchema('clubPlansSchema'),
        signal,
      }),
  });

export function useClubPlans(clubId: string) {
  return useQuery(clubPlansQuery(clubId));
}
