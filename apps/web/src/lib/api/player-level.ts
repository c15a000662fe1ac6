import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { resultKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/player/{id}/level: level, reliability, its history and the last ten results. In
 * lib: the profile shows it, and Find Match asks a player without one to set it.
 */
export const usePlayerLevel = (userId: string) =>
  useQuery({
    queryKey: resultKeys.level(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/player/${encodeURIComponent(userId)}/level`, {
        schema: sharedSchema('playerLevelSchema'),
        signal,
      }),
  });
