import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundChoice } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys, coinKeys } from '@/lib/query-keys';
import { occurrencePath } from './occurrence-path';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * DELETE /user/activity/occurrence/{id}/seat?refundTo=: what was paid goes back the way it was
 * paid, or as coins at once; refunds move the coin balance too.
 */
export function useCancelSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ occurrenceId, refundTo }: { occurrenceId: string; refundTo: RefundChoice }) =>
      apiRequest(`${occurrencePath(occurrenceId)}/seat?${new URLSearchParams({ refundTo })}`, {
        method: 'DELETE',
        schema: sharedSchema('seatCancelledSchema'),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.upcoming() }),
        queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}
