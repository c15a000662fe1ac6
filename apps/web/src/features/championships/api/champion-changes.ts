import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  championCreatedSchema,
  championRequestAnswerSchema,
  noContentSchema,
  type ChampionCreateBody,
} from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championKeys, coinKeys } from '@/lib/query-keys';

/** Every championship list and detail may show what a change touched. */
const useInvalidateChampions = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: championKeys.all });
};

/** POST /user/champion (Create Champion). */
export function useCreateChampion() {
  const invalidate = useInvalidateChampions();
  return useMutation({
    mutationFn: (body: ChampionCreateBody) =>
      apiRequest('/user/champion', { method: 'POST', body, schema: championCreatedSchema }),
    onSuccess: invalidate,
  });
}

/** POST /user/champion/{id}: apply, no body. */
export function useApplyToChampion() {
  const invalidate = useInvalidateChampions();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        method: 'POST',
        schema: championRequestAnswerSchema,
      }),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /user/champion-request/{id}/confirm or /reject, no body. The details are read again
 * whatever the answer: a refused decision (the last place taken) shows where things stand.
 */
export function useDecideRequest(championId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'reject' }) =>
      apiRequest(`/user/champion-request/${encodeURIComponent(id)}/${decision}`, {
        method: 'PATCH',
        schema: championRequestAnswerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: championKeys.detail(championId) }),
  });
}

/** DELETE /user/champion/{id}: refunds move coin balances too. */
export function useDeleteChampion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: noContentSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: championKeys.all }),
        queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}
