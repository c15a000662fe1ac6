import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseStartSchema, seatCancelledSchema, type PaymentMethod } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';

/**
 * POST /user/match/{id}/share/{method}: the player pays their share; a hosted method answers
 * the checkout to open, cash and coins confirm at once.
 */
export function usePayShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) =>
      apiRequest(`/user/match/${encodeURIComponent(id)}/share/${method}`, {
        method: 'POST',
        body: {},
        schema: purchaseStartSchema,
      }),
    onSuccess: (answer) => {
      const checkout = answer.formUrl ?? answer.url;
      if (checkout) window.location.assign(checkout);
      return invalidateAfterMatch(queryClient, id);
    },
  });
}

/** DELETE /user/match/{id}/seat: the player gives their seat back; their share goes back. */
export function useLeaveMatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/user/match/${encodeURIComponent(id)}/seat`, {
        method: 'DELETE',
        schema: seatCancelledSchema,
      }),
    onSuccess: () => invalidateAfterMatch(queryClient, id),
  });
}
