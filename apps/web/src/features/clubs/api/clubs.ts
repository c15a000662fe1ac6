import { useQuery } from '@tanstack/react-query';
import { clubListSchema, type Club, type Sport } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /user/club/all?type=: the clubs with their courts of one sport. */
export function fetchClubs(sport: Sport): Promise<Club[]> {
  return apiRequest(`/user/club/all?${new URLSearchParams({ type: sport })}`, {
    schema: clubListSchema,
  });
}

export function useClubs(sport: Sport) {
  return useQuery({ queryKey: ['user', 'club', 'all', sport], queryFn: () => fetchClubs(sport) });
}
