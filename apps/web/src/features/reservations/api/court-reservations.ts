import { queryOptions, useQuery } from '@tanstack/react-query';
import type { courtReservationListSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { reservationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

// The shared package exports the schema only; the type follows from what it parses.
export type CourtReservation = ReturnType<typeof courtReservationListSchema.parse>[number];

/** GET /booking/court/:id?date=: the court's taken hours that day and who holds each. */
export function fetchCourtReservations(
  courtId: string,
  date: string,
  signal?: AbortSignal,
): Promise<CourtReservation[]> {
  const query = new URLSearchParams({ date });
  return apiRequest(`/booking/court/${encodeURIComponent(courtId)}?${query}`, {
    schema: sharedSchema('courtReservationListSchema'),
    signal,
  });
}

export const courtReservationsQuery = (courtId: string, date: string) =>
  queryOptions({
    queryKey: reservationKeys.courtDay(courtId, date),
    queryFn: ({ signal }) => fetchCourtReservations(courtId, date, signal),
  });

export function useCourtReservations(courtId: string, date: string) {
  return useQuery(courtReservationsQuery(courtId, date));
}
