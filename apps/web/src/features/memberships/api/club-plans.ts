import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * The club's plans and members, as its owner reads them. Kept here, not in lib's keys (which
 * every screen loads): no other feature's change touches them.
 */
export const clubPlanKeys = {
  all: ['club-plans'] as const,
  plans: () => [...clubPlanKeys.all, 'plans'] as const,
  members: () => [...clubPlanKeys.all, 'members'] as const,
};

/** GET /owner/plans: the club's plans that are not archived. */
export function useClubPlans() {
  return useQuery({
    queryKey: clubPlanKeys.plans(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/plans', { schema: sharedSchema('planListSchema'), signal }),
  });
}

/** A change to a plan or its members reads both again: member counts move with either. */
export function usePlansChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: clubPlanKeys.all });
}
