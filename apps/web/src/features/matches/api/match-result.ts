import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetScore } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterResult, resultKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const resultPath = (matchId: string) => `/user/match/${encodeURIComponent(matchId)}/result`;

/** GET /user/match/{id}/result: the match's result, and whether the caller may record it. */
export const useMatchResult = (matchId: string) =>
  useQuery({
    queryKey: resultKeys.ofMatch(matchId),
    queryFn: ({ signal }) =>
      apiRequest(resultPath(matchId), { schema: sharedSchema('matchResultViewSchema'), signal }),
  });

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
