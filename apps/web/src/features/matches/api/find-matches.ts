import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { keysetPaging, pageSearch } from '@/lib/keyset-pages';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export interface MatchFilters {
  date?: string;
  club?: string;
  level?: number;
}

/** GET /user/match/find?date=&club=&level=: a page of the future matches Find Match lists. */
export function fetchMatchPage(filters: MatchFilters, cursor: string | null, signal?: AbortSignal) {
  return apiRequest(`${earlyApiPaths.findMatches}${pageSearch({ ...filters }, cursor)}`, {
    schema: sharedSchema('matchPageSchema'),
    signal,
  });
}

/** Find Match a page at a time: at the player's level first, then by start. */
export function useMatchPages(filters: MatchFilters) {
  return useInfiniteQuery({
    queryKey: matchKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchMatchPage(filters, pageParam, signal),
    ...keysetPaging,
  });
}
