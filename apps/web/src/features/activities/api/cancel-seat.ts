import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seatCancelledSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys, coinKeys } from '@/lib/query-keys';
import { occurrencePath } from './occurrence-path';

/** DELETE /user/activity/occurrence/{id}/seat: refunds move the coin balance too. */
export function useCancelSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (occurrenceId: string) =>
      apiRequest(`${occurrencePath(occurrenceId)}/seat`, {
        method: 'DELETE',
        schema: seatCancelledSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.list() }),
        queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}
