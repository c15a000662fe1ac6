import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { afterShareStart } from './share-started';

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
