import { useQuery } from '@tanstack/react-query';
import type { ClubOpening } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/club/:clubId/hours: the club's week of opening hours and how today stands. */
export function fetchClubOpening(clubId: string, signal?: AbortSignal): Promise<ClubOpening> {
  return apiRequest(`/user/club/${encodeURIComponent(clubId)}/hours`, {
    schema: sharedSchema('clubOpeningSchema'),
    signal,
  });
}

export function useClubOpening(clubId: string) {
  return useQuery({
    queryKey: clubKeys.opening(clubId),
    queryFn: ({ signal }) => fetchClubOpening(clubId, signal),
  });
}
