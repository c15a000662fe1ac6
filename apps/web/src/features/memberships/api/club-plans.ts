import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubPlanKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

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
