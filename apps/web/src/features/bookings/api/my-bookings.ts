import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBooking } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { keptOffline } from '@/lib/offline-cache';
import { bookingKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/me/bookings?when=upcoming: the user's bookings not yet started. */
export function fetchUpcomingBookings(signal?: AbortSignal): Promise<MyBooking[]> {
  return apiRequest('/user/me/bookings?when=upcoming', {
    schema: sharedSchema('myBookingListSchema'),
    signal,
  });
}

export const upcomingBookingsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.upcoming(),
    queryFn: ({ signal }) => fetchUpcomingBookings(signal),
    // A player at the club with no signal can still read where and when they play.
    ...keptOffline,
  });

export function useUpcomingBookings() {
  return useQuery(upcomingBookingsQuery());
}
