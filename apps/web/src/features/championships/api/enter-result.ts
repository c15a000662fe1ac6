import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FixtureResultBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { seasonPath } from './championship-season';

/** PUT …/season/fixtures/{fixtureId}/result: the score and scorers; the table follows. */
export function useEnterResult(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fixtureId, ...body }: FixtureResultBody & { fixtureId: string }) =>
      apiRequest(`${seasonPath(id)}/fixtures/${encodeURIComponent(fixtureId)}/result`, {
        method: 'PUT',
        body,
        schema: sharedSchema('championshipSeasonSchema'),
      }),
    // The answer is the season as it now stands: the table, scorers and bracket with it.
    onSuccess: (season) => queryClient.setQueryData(championshipKeys.season(id), season),
  });
}
