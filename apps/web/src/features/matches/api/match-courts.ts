import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MatchCourtsQuery } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/match/courts: the courts of a type a match could take at a start, cheapest first,
 * each free or not with its price; nothing is asked until the form has a club, type and start.
 */
export function useMatchCourts(query: MatchCourtsQuery | null) {
  const search: Record<string, string> = query
    ? {
        club: query.club,
        courtType: query.courtType,
        date: query.date,
        duration: String(query.duration),
      }
    : {};
  return useQuery({
    queryKey: matchKeys.courts(search),
    queryFn: ({ signal }) =>
      apiRequest(`/user/match/courts?${new URLSearchParams(search)}`, {
        schema: sharedSchema('matchCourtOptionListSchema'),
        signal,
      }),
    enabled: query !== null,
    // Another hour keeps the last list on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}
