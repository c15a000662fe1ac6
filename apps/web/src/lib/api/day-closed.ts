import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayClosedHours } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/club/:clubId/closed?date=: each court's closed hours that day, and why. */
export function fetchDayClosed(
  clubId: string,
  date: string,
  signal?: AbortSignal,
): Promise<DayClosedHours> {
  return apiRequest(earlyApiPaths.dayClosed(clubId, date), {
    schema: sharedSchema('dayClosedHoursSchema'),
    signal,
  });
}

export const dayClosedQuery = (clubId: string, date: string | null) =>
  queryOptions({
    queryKey: clubKeys.closed(clubId, date),
    queryFn: ({ signal }) => fetchDayClosed(clubId, date ?? '', signal),
    enabled: date !== null,
  });

export function useDayClosed(clubId: string, date: string | null) {
  return useQuery(dayClosedQuery(clubId, date));
}
