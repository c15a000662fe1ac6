import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pageSearch } from '@/lib/keyset-pages';
import { activityKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/activity/all?club=: one club's upcoming sessions as the viewer sees them, whole. */
export const activityListQuery = (club: string) =>
  queryOptions({
    queryKey: activityKeys.list(club),
    queryFn: ({ signal }) =>
      apiRequest(`/user/activity/all${pageSearch({ club }, null)}`, {
        schema: sharedSchema('activityOccurrenceListSchema'),
        signal,
      }),
  });

export function useActivityList(club: string) {
  return useQuery(activityListQuery(club));
}
