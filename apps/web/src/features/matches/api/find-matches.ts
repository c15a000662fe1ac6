import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchListSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';

export interface MatchFilters {
  date?: string;
  club?: string;
  level?: number;
}

function filterSearch(filters: MatchFilters): string {
  const search = new URLSearchParams();
  if (filters.date) search.set('date', filters.date);
  if (filters.club) search.set('club', filters.club);
  if (filters.level !== undefined) search.set('level', String(filters.level));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /user/match/all?date=&club=&level=: the future matches Find Match lists. */
export const findMatchesQuery = (filters: MatchFilters) =>
  queryOptions({
    queryKey: matchKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/user/match/all${filterSearch(filters)}`, { schema: matchListSchema, signal }),
  });

export const useMatches = (filters: MatchFilters) => useQuery(findMatchesQuery(filters));
