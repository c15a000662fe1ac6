import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const seasonPath = (id: string) => `/user/champion/${encodeURIComponent(id)}/season`;

/**
 * GET /user/champion/{id}/season: the season as the page shows it; null while its owner has
 * not drawn it (the page then shows none).
 */
export function useChampionshipSeason(id: string) {
  return useQuery({
    queryKey: championshipKeys.season(id),
    // Its owner and captains hear of each change on the stream; anyone else looking (a team's
    // fan, a player of another team) sees it within half a minute while the page is in view.
    refetchInterval: 30_000,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(seasonPath(id), {
          schema: sharedSchema('championshipSeasonSchema'),
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && [404, 409].includes(error.status)) return null;
        throw error;
      }
    },
  });
}

export { seasonPath };
