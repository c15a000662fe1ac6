import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myBookingListSchema, type MyBooking } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';
import { cancelBooking } from './cancel-booking';
import { dayBookingsKey } from './day-bookings';
import { myBookingsKey } from './my-bookings';

export const myHoldsKey = ['user', 'me', 'holds'] as const;

/** GET /user/me/holds: the caller's bookings still waiting for their hosted payment. */
export function fetchMyHolds(): Promise<MyBooking[]> {
  return apiRequest('/user/me/holds', { schema: myBookingListSchema });
}

export function useMyHolds() {
  // A hold ends within minutes (paid, cancelled, expired): read it fresh each time.
  return useQuery({ queryKey: myHoldsKey, queryFn: fetchMyHolds, staleTime: 0 });
}

/** DELETE /booking/:id on an own hold: its hours are free at once. */
export function useCancelHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The hold, its freed hours, and the player's list where it now shows as cancelled.
    onSettled: () =>
      Promise.all(
        [myHoldsKey, dayBookingsKey, myBookingsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
