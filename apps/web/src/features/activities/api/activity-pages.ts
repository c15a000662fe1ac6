import { useInfiniteQuery } from '@tanstack/react-query';
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
