import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keysetPaging, pageSearch } from '@/lib/keyset-pages';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/champion/open?date: championships open to apply on one day (Book Champion), a
 * page at a time; without a day (null), the next ones from now in date order.
 */
export function fetchChampionshipPage(
  date: string | null,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return apiRequest(`/user/champion/open${pageSearch({ date }, cursor)}`, {
    schema: sharedSchema('championshipPageSchema'),
    signal,
  });
}

export function useChampionshipPages(date: string | null) {
  return useInfiniteQuery({
    queryKey: championshipKeys.list(date ?? 'upcoming'),
    queryFn: ({ pageParam, signal }) => fetchChampionshipPage(date, pageParam, signal),
    ...keysetPaging,
  });
}

/** GET /user/{id}/champion: the user's championships, each with its tab. */
export const myChampionshipsQuery = (userId: string) =>
  queryOptions({
    queryKey: championshipKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/${encodeURIComponent(userId)}/champion`, {
        schema: sharedSchema('userChampionshipListSchema'),
        signal,
      }),
  });

export function useMyChampionships(userId: string) {
  return useQuery(myChampionshipsQuery(userId));
}

/** GET /user/champion/{id}: the details, for the club owner. */
export function useChampionshipDetails(id: string) {
  return useQuery({
    queryKey: championshipKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        schema: sharedSchema('championshipSchema'),
        signal,
      }),
  });
}
