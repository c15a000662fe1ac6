import { useQuery } from '@tanstack/react-query';
import { courtReservationListSchema } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

// The shared package exports the schema only; the type follows from what it parses.
export type CourtReservation = ReturnType<typeof courtReservationListSchema.parse>[number];

/** The key of one court's reservations; without a date it covers every day of the court. */
export const courtReservationsKey = (courtId: string, date?: string) =>
  date ? ['booking', 'court', courtId, date] : ['booking', 'court', courtId];

/** GET /booking/court/:id?date=: the court's taken hours that day and who holds each. */
export function fetchCourtReservations(courtId: string, date: string): Promise<CourtReservation[]> {
  const query = new URLSearchParams({ date });
  return apiRequest(`/booking/court/${encodeURIComponent(courtId)}?${query}`, {
    schema: courtReservationListSchema,
  });
}

export function useCourtReservations(courtId: string, date: string) {
  return useQuery({
    queryKey: courtReservationsKey(courtId, date),
    queryFn: () => fetchCourtReservations(courtId, date),
  });
}
