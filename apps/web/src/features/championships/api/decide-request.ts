import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * PATCH /user/champion-request/{id}/confirm or /reject, no body. The details are read again
 * whatever the answer: a refused decision (the last place taken) shows where things stand.
 */
export function useDecideRequest(championshipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'reject' }) =>
      apiRequest(`/user/champion-request/${encodeURIComponent(id)}/${decision}`, {
        method: 'PATCH',
        schema: sharedSchema('championshipRequestAnswerSchema'),
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: championshipKeys.detail(championshipId) }),
  });
}
