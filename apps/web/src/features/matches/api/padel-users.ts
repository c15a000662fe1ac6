import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/padel/users?q=: padel players to pick as partners, by name or username. */
export function usePadelUsers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: matchKeys.padelUsers(q),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`/user/padel/users?${new URLSearchParams({ q })}`, {
        schema: sharedSchema('padelUserListSchema'),
        signal,
      }),
  });
}

/** GET /user/me/favorites: the players the caller starred. */
export function useFavorites() {
  return useQuery({
    queryKey: matchKeys.favorites(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me/favorites', { schema: sharedSchema('padelUserListSchema'), signal }),
  });
}
