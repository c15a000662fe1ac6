import { useInfiniteQuery } from '@tanstack/react-query';
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
