import { useQuery } from '@tanstack/react-query';
import { dayBookingListSchema } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

export type DayBooking = ReturnType<typeof dayBookingListSchema.parse>[number];

/** Every query of taken hours starts with this, so a refused booking can refresh them all. */
export const dayBookingsKey = ['booking', 'day'] as const;

/** GET /booking?date=&court=: the taken hours of the courts on one club-local day. */
export function fetchDayBookings(date: string, courtIds: readonly string[]): Promise<DayBooking[]> {
  const query = new URLSearchParams({ date, court: courtIds.join(',') });
  return apiRequest(`/booking?${query}`, { schema: dayBookingListSchema });
}

export function useDayBookings(date: string | null, courtIds: readonly string[]) {
  return useQuery({
    queryKey: [...dayBookingsKey, date, courtIds.join(',')],
    queryFn: () => fetchDayBookings(date ?? '', courtIds),
    enabled: date !== null && courtIds.length > 0,
    // Other players book too: what is free must be fresh each time the day is shown.
    staleTime: 0,
  });
}
