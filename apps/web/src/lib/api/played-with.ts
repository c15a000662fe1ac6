import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/me/played-with: the people the caller played with, the most recent first. */
export function usePlayedWith(enabled = true) {
  return useQuery({
    queryKey: matchKeys.playedWith(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me/played-with', { schema: sharedSchema('playedWithSchema'), signal }),
    enabled,
  });
}
