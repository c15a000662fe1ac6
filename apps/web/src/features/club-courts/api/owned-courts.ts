import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnedCourt } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** The owner's courts and their prices, as this feature reads them. */
export const courtAdminKeys = {
  all: ['club-courts'] as const,
  list: () => [...courtAdminKeys.all, 'list'] as const,
};

/** GET /owner/court: the owner's courts, as they manage them. */
export function fetchOwnedCourts(signal?: AbortSignal): Promise<OwnedCourt[]> {
  return apiRequest('/owner/court', { schema: sharedSchema('ownedCourtListSchema'), signal });
}

export const ownedCourtsQuery = () =>
  queryOptions({
    queryKey: courtAdminKeys.list(),
    queryFn: ({ signal }) => fetchOwnedCourts(signal),
  });

export function useOwnedCourts() {
  return useQuery(ownedCourtsQuery());
}
