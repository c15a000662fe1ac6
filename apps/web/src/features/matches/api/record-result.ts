import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetScore } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterResult } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { resultPath } from './result-path';

/** POST /user/match/{id}/result: a player records the sets of the finished match. */
export function useRecordResult(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sets: SetScore[]) =>
      apiRequest(resultPath(matchId), {
        method: 'POST',
        body: { sets },
        schema: sharedSchema('matchResultViewSchema'),
      }),
    onSuccess: () => invalidateAfterResult(queryClient),
  });
}
