import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyBooking } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { bookingKeys } from '@/lib/query-keys';
import { cancelBooking } from './cancel-booking';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/me/holds: the caller's bookings still waiting for their hosted payment. */
export function fetchMyHolds(signal?: AbortSignal): Promise<MyBooking[]> {
  return apiRequest(earlyApiPaths.myHolds, { schema: sharedSchema('myBookingListSchema'), signal });
}

// A hold ends within minutes (paid, cancelled, expired): read it fresh each time.
export const myHoldsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.holds(),
    queryFn: ({ signal }) => fetchMyHolds(signal),
    staleTime: 0,
  });

export function useMyHolds() {
  return useQuery(myHoldsQuery());
}

/** DELETE /booking/:id on an own hold: its hours are free at once. */
export function useCancelHold() {
  const queryClient = useQueryClient();
  return useMutation({
    // Nothing was paid for a hold: there is no refund to choose.
    mutationFn: (id: string) => cancelBooking({ id, refundTo: 'original' }),
    // The hold, its freed hours, and the player's list where it now shows as cancelled.
    onSettled: () =>
      Promise.all(
        [bookingKeys.holds(), bookingKeys.days(), bookingKeys.mine()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
