import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/me/bookings/history: one page of the started bookings, latest first. */
export function fetchBookingHistory(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest(`/user/me/bookings/history${query}`, {
    schema: sharedSchema('myBookingPageSchema'),
    signal,
  });
}

/** The History tab, a page at a time; read once the tab is opened. */
export function useBookingHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: bookingKeys.history(),
    queryFn: ({ pageParam, signal }) => fetchBookingHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
