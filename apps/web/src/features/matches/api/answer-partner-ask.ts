import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** PATCH /user/match-request/{id}/partner/accept or /decline: a named partner answers. */
export function useAnswerPartnerAsk(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      apiRequest(
        `/user/match-request/${encodeURIComponent(requestId)}/partner/${accept ? 'accept' : 'decline'}`,
        { method: 'PATCH', schema: sharedSchema('matchSchema') },
      ),
    onSuccess: () => invalidateAfterMatch(queryClient, matchId),
  });
}
