import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChampionshipCreateBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys, coinKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** Every championship list and detail may show what a change touched. */
const useInvalidateChampionships = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: championshipKeys.all });
};

/** POST /user/champion (Create Champion). */
export function useCreateChampionship() {
  const invalidate = useInvalidateChampionships();
  return useMutation({
    mutationFn: (body: ChampionshipCreateBody) =>
      apiRequest('/user/champion', {
        method: 'POST',
        body,
        schema: sharedSchema('championshipCreatedSchema'),
      }),
    onSuccess: invalidate,
  });
}

/** POST /user/champion/{id}: apply, no body. */
export function useApplyToChampionship() {
  const invalidate = useInvalidateChampionships();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        method: 'POST',
        schema: sharedSchema('championshipRequestAnswerSchema'),
      }),
    onSuccess: invalidate,
  });
}

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

/** DELETE /user/champion/{id}: refunds move coin balances too. */
export function useDeleteChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: sharedSchema('noContentSchema'),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: championshipKeys.all }),
        queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}
