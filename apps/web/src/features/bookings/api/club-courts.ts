import { queryOptions, useQuery } from '@tanstack/react-query';
import { courtDetailListSchema, type CourtDetail } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys } from '@/lib/query-keys';

/**
 * GET /user/club/:clubId/court?court=: the chosen courts of a club, each with its price; all
 * of the club's courts when none is named.
 */
export function fetchClubCourts(
  clubId: string,
  courtIds: readonly string[],
  signal?: AbortSignal,
): Promise<CourtDetail[]> {
  const query = courtIds.length > 0 ? `?${new URLSearchParams({ court: courtIds.join(',') })}` : '';
  return apiRequest(`/user/club/${encodeURIComponent(clubId)}/court${query}`, {
    schema: courtDetailListSchema,
    signal,
  });
}

export const clubCourtsQuery = (clubId: string, courtIds: readonly string[]) =>
  queryOptions({
    queryKey: clubKeys.courts(clubId, courtIds),
    queryFn: ({ signal }) => fetchClubCourts(clubId, courtIds, signal),
  });

export function useClubCourts(clubId: string, courtIds: readonly string[]) {
  return useQuery(clubCourtsQuery(clubId, courtIds));
}
