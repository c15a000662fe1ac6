import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChampionshipSeasonBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { seasonPath } from './championship-season';

/** PUT /user/champion/{id}/season: the owner's format, points and seeding; the draw follows. */
export function useSetSeason(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChampionshipSeasonBody) =>
      apiRequest(seasonPath(id), {
        method: 'PUT',
        body,
        schema: sharedSchema('championshipSeasonSchema'),
      }),
    onSuccess: (season) => queryClient.setQueryData(championshipKeys.season(id), season),
  });
}
