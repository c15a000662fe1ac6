import { useMutation } from '@tanstack/react-query';
import type { MoveBookingBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useRefreshDays } from './refresh-days';

/** POST /booking/{id}/move: the club moves a booking. */
export function useMoveBooking() {
  const refresh = useRefreshDays();
  return useMutation({
    mutationFn: ({ bookingId, to }: { bookingId: string; to: MoveBookingBody }) =>
      apiRequest(`/booking/${encodeURIComponent(bookingId)}/move`, {
        method: 'POST',
        body: to,
        schema: sharedSchema('clubBookingChangeSchema'),
      }),
    onSuccess: refresh,
  });
}
