import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourtDetail } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { reservationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/court: the signed-in owner's courts, each with its club. */
export function fetchOwnerCourts(signal?: AbortSignal): Promise<CourtDetail[]> {
  return apiRequest('/user/court', { schema: sharedSchema('courtDetailListSchema'), signal });
}

export const ownerCourtsQuery = () =>
  queryOptions({
    queryKey: reservationKeys.ownerCourts(),
    queryFn: ({ signal }) => fetchOwnerCourts(signal),
  });

export function useOwnerCourts() {
  return useQuery(ownerCourtsQuery());
}
