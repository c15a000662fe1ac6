import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubDay, MoveBookingBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubDayKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /booking/club-day?date=: every court of the owner's club and what holds each hour. */
export function fetchClubDay(date: string, signal?: AbortSignal): Promise<ClubDay> {
  return apiRequest(`/booking/club-day?${new URLSearchParams({ date })}`, {
    schema: sharedSchema('clubDaySchema'),
    signal,
  });
}

export const clubDayQuery = (date: string) =>
  queryOptions({
    queryKey: clubDayKeys.day(date),
    queryFn: ({ signal }) => fetchClubDay(date, signal),
  });

export function useClubDay(date: string) {
  return useQuery(clubDayQuery(date));
}

/** After a change, every day shown so far reads again (a move may cross days). */
function useRefreshDays() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clubDayKeys.all });
}

/** The owner marks cash due at the club collected, or the player as not having come. */
export function useMarkCash() {
  const refresh = useRefreshDays();
  return useMutation({
    mutationFn: ({ paymentId, outcome }: { paymentId: string; outcome: 'collected' | 'no_show' }) =>
      apiRequest(`/payments/${encodeURIComponent(paymentId)}/cash`, {
        method: 'PATCH',
        body: { outcome },
        schema: sharedSchema('paymentSchema'),
      }),
    onSuccess: refresh,
  });
}

export function useClubCancel() {
  const refresh = useRefreshDays();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      apiRequest(`/booking/${encodeURIComponent(bookingId)}/club-cancel`, {
        method: 'POST',
        body: { reason },
        schema: sharedSchema('clubBookingChangeSchema'),
      }),
    onSuccess: refresh,
  });
}

export function useMoveBooking() {
  const refresh = useRefreshDays();
  return useMutation({
    mutationFn: ({ bookingId, to }: { bookingId: string; to: MoveBookingBody }) =>
      apiRequest(`/booking/${encodeURIComponent(bookingId)}/move`, {
        method: 'POST',
        body: to,
        schema: sharedSchema('clubBookingChangeSchema'),
      }),
    onSuccess: refresh,
  });
}
