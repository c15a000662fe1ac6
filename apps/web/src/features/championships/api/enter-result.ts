import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FixtureResultBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { seasonPath } from './championship-season';

/**
 * Where a result goes: the owner's (`result`, it counts at once) or a captain's (`proposal`,
 * it waits for the other team's captain).
 */
export type ResultTarget = 'result' | 'proposal';

export const resultPath = (id: string, fixtureId: string) =>
  `${seasonPath(id)}/fixtures/${encodeURIComponent(fixtureId)}/result`;

/**
 * PUT …/season/fixtures/{fixtureId}/result: the score and scorers; the table follows. Or, for
 * a captain, POST …/result/proposal: the same, waiting for the other captain.
 */
export function useEnterResult(id: string, target: ResultTarget = 'result') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fixtureId, ...body }: FixtureResultBody & { fixtureId: string }) =>
      apiRequest(
        target === 'proposal' ? `${resultPath(id, fixtureId)}/proposal` : resultPath(id, fixtureId),
        {
          method: target === 'proposal' ? 'POST' : 'PUT',
          body,
          schema: sharedSchema('championshipSeasonSchema'),
        },
      ),
    // The answer is the season as it now stands: the table, scorers and bracket with it.
    onSuccess: (season) => queryClient.setQueryData(championshipKeys.season(id), season),
  });
}
