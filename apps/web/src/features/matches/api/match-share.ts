import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MatchSeatBody, PaymentMethod, PurchaseStart } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * A share's payment started: a hosted method's checkout opens (it sends the player back to
 * the match), cash and coins confirmed at once; the match reads again either way.
 */
function afterShareStart(queryClient: QueryClient, id: string) {
  return (answer: PurchaseStart) => {
    const checkout = answer.formUrl ?? answer.url;
    if (checkout) window.location.assign(checkout);
    return invalidateAfterMatch(queryClient, id);
  };
}

/**
 * POST /user/match/{id}/share/{method}: the player pays their share; a hosted method answers
 * the checkout to open, cash and coins confirm at once.
 */
export const payShareOf = (id: string, method: PaymentMethod) =>
  apiRequest(`/user/match/${encodeURIComponent(id)}/share/${method}`, {
    method: 'POST',
    body: {},
    schema: sharedSchema('purchaseStartSchema'),
  });

/** The player pays their share of the match (payShareOf). */
export function usePayShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) => payShareOf(id, method),
    onSuccess: afterShareStart(queryClient, id),
  });
}

/**
 * POST /user/match/{id}/seat/{method}: the player takes a free seat of a match open to join
 * and pays their share in the same step.
 */
export function useTakeSeat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, ...body }: MatchSeatBody & { method: PaymentMethod }) =>
      apiRequest(`/user/match/${encodeURIComponent(id)}/seat/${method}`, {
        method: 'POST',
        body,
        schema: sharedSchema('purchaseStartSchema'),
      }),
    onSuccess: afterShareStart(queryClient, id),
  });
}

/** DELETE /user/match/{id}/seat: the player gives their seat back; their share goes back. */
export function useLeaveMatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/user/match/${encodeURIComponent(id)}/seat`, {
        method: 'DELETE',
        schema: sharedSchema('seatCancelledSchema'),
      }),
    onSuccess: () => invalidateAfterMatch(queryClient, id),
  });
}
