import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityOccurrenceListSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';

/** GET /user/activity/all: upcoming sessions as the viewer sees them. */
export const activityListQuery = () =>
  queryOptions({
    queryKey: activityKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest('/user/activity/all', { schema: activityOccurrenceListSchema, signal }),
  });

export function useActivityList() {
  return useQuery(activityListQuery());
}
