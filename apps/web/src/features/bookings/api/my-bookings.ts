import { queryOptions, useQuery } from '@tanstack/react-query';
import { myBookingListSchema, type MyBooking } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { keptOffline } from '@/lib/offline-cache';
import { bookingKeys } from '@/lib/query-keys';

/** GET /user/me/bookings: the user's confirmed and cancelled bookings. */
export function fetchMyBookings(signal?: AbortSignal): Promise<MyBooking[]> {
  return apiRequest('/user/me/bookings', { schema: myBookingListSchema, signal });
}

export const myBookingsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.mine(),
    queryFn: ({ signal }) => fetchMyBookings(signal),
    // A player at the club with no signal can still read where and when they play.
    ...keptOffline,
  });

export function useMyBookings() {
  return useQuery(myBookingsQuery());
}
