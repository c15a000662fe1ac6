import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useRefreshDays } from './refresh-days';

/** POST /booking/{id}/club-cancel: the club cancels a booking, with its reason. */
export function useClubCancel() {
  const refresh = useRefreshDays();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      apiRequest(`/booking/${encodeURIComponent(bookingId)}/club-cancel`, {
        method: 'POST',
        body: { reason },
        schema: sharedSchema('clubBookingChangeSchema'),
      }),
    onSuccess: refresh,
  });
}
