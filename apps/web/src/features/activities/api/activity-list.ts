import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keysetPaging, pageSearch } from '@/lib/keyset-pages';
import { activityKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export interface ActivityFilters {
  /** One club's sessions; every club's when empty. */
  club: string;
  /** One club-local day's (YYYY-MM-DD); every day's when empty. */
  date: string;
}

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

/** GET /user/activity/upcoming: a page of the upcoming sessions, by start. */
export function fetchActivityPage(
  filters: ActivityFilters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return apiRequest(`/user/activity/upcoming${pageSearch({ ...filters }, cursor)}`, {
    schema: sharedSchema('activityOccurrencePageSchema'),
    signal,
  });
}

export function useActivityPages(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => fetchActivityPage(filters, pageParam, signal),
    ...keysetPaging,
  });
}
