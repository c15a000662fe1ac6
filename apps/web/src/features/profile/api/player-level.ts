import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/player/{id}/level: level, reliability, its history and the last ten results. */
export const usePlayerLevel = (userId: string) =>
  useQuery({
    queryKey: resultKeys.level(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/player/${encodeURIComponent(userId)}/level`, {
        schema: sharedSchema('playerLevelSchema'),
        signal,
      }),
  });
