import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** PATCH /user/match-request/{id}/confirm or /reject: the owner answers a request to join. */
export function useDecideRequest(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      apiRequest(
        `/user/match-request/${encodeURIComponent(requestId)}/${accept ? 'confirm' : 'reject'}`,
        { method: 'PATCH', schema: sharedSchema('matchSchema') },
      ),
    onSuccess: () => invalidateAfterMatch(queryClient, matchId),
  });
}
