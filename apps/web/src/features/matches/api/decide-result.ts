import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultDecisionBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterResult } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

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
