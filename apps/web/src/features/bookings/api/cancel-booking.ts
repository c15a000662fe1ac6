import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelBookingResponseSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterBooking } from '@/lib/query-keys';

/** DELETE /booking/:id: cancels a booking; what was paid online or in coins returns as coins. */
export function cancelBooking(id: string) {
  return apiRequest(`/booking/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: cancelBookingResponseSchema,
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
