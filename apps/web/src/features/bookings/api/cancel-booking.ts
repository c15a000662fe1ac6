import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundChoice } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterBooking } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export interface CancelBookingInput {
  id: string;
  /** Paid online: back the way it was paid (the default), or coins at once. */
  refundTo: RefundChoice;
}

/** DELETE /booking/:id?refundTo=: cancels a booking; what was paid goes back by the refund rule. */
export function cancelBooking({ id, refundTo }: CancelBookingInput) {
  return apiRequest(`/booking/${encodeURIComponent(id)}?${new URLSearchParams({ refundTo })}`, {
    method: 'DELETE',
    schema: sharedSchema('cancelBookingResponseSchema'),
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The list, the coin balance and the freed slot all changed.
    onSettled: () => invalidateAfterBooking(queryClient),
  });
}
