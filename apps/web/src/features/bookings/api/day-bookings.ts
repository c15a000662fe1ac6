import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayBooking } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { bookingKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export type { DayBooking };

/** GET /booking?date=&court=: the taken hours of the courts on one club-local day. */
export function fetchDayBookings(
  date: string,
  courtIds: readonly string[],
  signal?: AbortSignal,
): Promise<DayBooking[]> {
  return apiRequest(earlyApiPaths.dayBookings(date, courtIds), {
    schema: sharedSchema('dayBookingListSchema'),
    signal,
  });
}

export const dayBookingsQuery = (date: string | null, courtIds: readonly string[]) =>
  queryOptions({
    queryKey: bookingKeys.day(date, courtIds),
    queryFn: ({ signal }) => fetchDayBookings(date ?? '', courtIds, signal),
    enabled: date !== null && courtIds.length > 0,
    // Other players book too: what is free must be fresh each time the day is shown.
    staleTime: 0,
  });

export function useDayBookings(date: string | null, courtIds: readonly string[]) {
  return useQuery(dayBookingsQuery(date, courtIds));
}
