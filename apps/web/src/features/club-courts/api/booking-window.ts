import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingWindow } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const bookingWindowKeys = { all: ['booking-window'] as const };

/** GET /owner/booking-window: how many days ahead the club's courts open to players. */
export const bookingWindowQuery = () =>
  queryOptions({
    queryKey: bookingWindowKeys.all,
    queryFn: ({ signal }): Promise<BookingWindow> =>
      apiRequest('/owner/booking-window', { schema: sharedSchema('bookingWindowSchema'), signal }),
  });

export function useBookingWindow() {
  return useQuery(bookingWindowQuery());
}
