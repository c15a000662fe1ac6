import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FixturePlanBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { seasonPath } from './championship-season';

/**
 * POST /user/champion/{id}/season/fixtures: the fixtures not placed yet go on the courts and
 * evenings given; the answer says what was placed and what did not fit.
 */
export function usePlaceFixtures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FixturePlanBody) =>
      apiRequest(`${seasonPath(id)}/fixtures`, {
        method: 'POST',
        body,
        schema: sharedSchema('fixturePlacementSchema'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: championshipKeys.season(id) }),
  });
}
