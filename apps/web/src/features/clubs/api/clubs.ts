import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubListSchema, type Club, type Sport } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys } from '@/lib/query-keys';

/** GET /user/club/all?type=: the clubs with their courts of one sport. */
export function fetchClubs(sport: Sport, signal?: AbortSignal): Promise<Club[]> {
  return apiRequest(`/user/club/all?${new URLSearchParams({ type: sport })}`, {
    schema: clubListSchema,
    signal,
  });
}

export const clubsQuery = (sport: Sport) =>
  queryOptions({
    queryKey: clubKeys.list(sport),
    queryFn: ({ signal }) => fetchClubs(sport, signal),
  });

export function useClubs(sport: Sport) {
  return useQuery(clubsQuery(sport));
}
