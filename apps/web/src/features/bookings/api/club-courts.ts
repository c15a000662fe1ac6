import { useQuery } from '@tanstack/react-query';
import { courtDetailListSchema, type CourtDetail } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /user/club/:clubId/court?court=: the chosen courts of a club, each with its price; all
 * of the club's courts when none is named.
 */
export function fetchClubCourts(
  clubId: string,
  courtIds: readonly string[],
): Promise<CourtDetail[]> {
  const query = courtIds.length > 0 ? `?${new URLSearchParams({ court: courtIds.join(',') })}` : '';
  return apiRequest(`/user/club/${encodeURIComponent(clubId)}/court${query}`, {
    schema: courtDetailListSchema,
  });
}

export function useClubCourts(clubId: string, courtIds: readonly string[]) {
  return useQuery({
    queryKey: ['user', 'club', clubId, 'court', courtIds.join(',')],
    queryFn: () => fetchClubCourts(clubId, courtIds),
  });
}
