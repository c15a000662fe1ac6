import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/activity/coaches: the coaches of the owner's club. */
export function useCoaches() {
  return useQuery({
    queryKey: activityKeys.coaches(),
    queryFn: ({ signal }) =>
      apiRequest('/user/activity/coaches', { schema: sharedSchema('coachListSchema'), signal }),
  });
}
