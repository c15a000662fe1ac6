import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventCategory } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { sharedSchema } from '@/lib/shared-schemas';
import { eventKeys } from '@/lib/query-keys';

export function fetchEvents(signal?: AbortSignal): Promise<EventCategory[]> {
  return apiRequest(earlyApiPaths.events, {
    schema: sharedSchema('eventCategoryListSchema'),
    signal,
  });
}

export const eventsQuery = () =>
  queryOptions({ queryKey: eventKeys.all, queryFn: ({ signal }) => fetchEvents(signal) });

export function useEvents() {
  return useQuery(eventsQuery());
}
