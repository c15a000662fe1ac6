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
    // Not polled: the page's own stream (useLiveSeason) tells everyone looking of each change,
    // and each time it opens the season is read again, so nothing said while it was closed is
    // lost: polling besides would have every reader ask again and again for what the stream
    // already says.
    queryKey: championshipKeys.season(id),
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
