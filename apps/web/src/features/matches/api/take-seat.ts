import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchSeatBody, PaymentMethod } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { afterShareStart } from './share-started';

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
