import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubDay } from '@courtside/shared';
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
