import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/me/favorites: the players the caller starred. */
export function useFavorites() {
  return useQuery({
    queryKey: matchKeys.favorites(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me/favorites', { schema: sharedSchema('padelUserListSchema'), signal }),
  });
}
