import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FixtureMoveBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { seasonPath } from './championship-season';

/** PATCH …/season/fixtures/{fixtureId}: one fixture to another court or time; both teams told. */
export function useMoveFixture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fixtureId, ...body }: FixtureMoveBody & { fixtureId: string }) =>
      apiRequest(`${seasonPath(id)}/fixtures/${encodeURIComponent(fixtureId)}`, {
        method: 'PATCH',
        body,
        schema: sharedSchema('championshipSeasonSchema'),
      }),
    // The answer is the season as it now stands: the table, scorers and bracket with it.
    onSuccess: (season) => queryClient.setQueryData(championshipKeys.season(id), season),
  });
}
