import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultDecisionBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterResult, resultKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/match-result/disputed: the disputed results of the owner's clubs. */
export const useDisputedResults = () =>
  useQuery({
    queryKey: resultKeys.disputed(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/match-result/disputed', {
        schema: sharedSchema('disputedResultListSchema'),
        signal,
      }),
  });

/** PATCH /owner/match-result/{id}: the owner lets a disputed result stand, corrected or not, or voids it. */
export function useDecideResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: ResultDecisionBody }) =>
      apiRequest(`/owner/match-result/${encodeURIComponent(matchId)}`, {
        method: 'PATCH',
        body,
        schema: sharedSchema('matchResultSchema'),
      }),
    onSuccess: () => invalidateAfterResult(queryClient),
  });
}
