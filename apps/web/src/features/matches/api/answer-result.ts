import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterResult } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { resultPath } from './result-path';

/** PATCH /user/match/{id}/result/confirm or /dispute: the other pair answers. */
export function useAnswerResult(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'confirm' | 'dispute') =>
      apiRequest(`${resultPath(matchId)}/${answer}`, {
        method: 'PATCH',
        schema: sharedSchema('matchResultViewSchema'),
      }),
    onSuccess: () => invalidateAfterResult(queryClient),
  });
}
