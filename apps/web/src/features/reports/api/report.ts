import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubReport } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const reportKeys = {
  all: ['reports'] as const,
  period: (from: string, to: string) => [...reportKeys.all, from, to] as const,
};

export function fetchReport(from: string, to: string, signal?: AbortSignal): Promise<ClubReport> {
  const query = new URLSearchParams({ from, to });
  return apiRequest(`/owner/report?${query}`, { schema: sharedSchema('clubReportSchema'), signal });
}

export const reportQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: reportKeys.period(from, to),
    queryFn: ({ signal }) => fetchReport(from, to, signal),
    placeholderData: keepPreviousData,
  });

export function useReport(from: string, to: string, enabled: boolean) {
  return useQuery({ ...reportQuery(from, to), enabled });
}
