import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export interface CourtPlan {
  date: string;
  recurrence: string;
  lastDate?: string;
  fromH: number;
  fromM: number;
  toH: number;
  toM: number;
}

/**
 * GET /user/activity/courts: the owner's courts free at every date of the plan; asked once
 * the plan is complete.
 */
export function useFreeActivityCourts(plan: CourtPlan | null) {
  const search = plan
    ? new URLSearchParams(Object.entries(plan).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return useQuery({
    queryKey: activityKeys.freeCourts(search),
    queryFn: ({ signal }) =>
      apiRequest(`/user/activity/courts?${search}`, {
        schema: sharedSchema('activityCourtListSchema'),
        signal,
      }),
    enabled: plan !== null,
  });
}
