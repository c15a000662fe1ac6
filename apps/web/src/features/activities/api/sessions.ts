import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/activity/sessions: the owner's or the coach's sessions, with participants. */
export function useSessions(enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.sessions(),
    queryFn: ({ signal }) =>
      apiRequest('/user/activity/sessions', {
        schema: sharedSchema('activityOccurrenceListSchema'),
        signal,
      }),
    enabled,
  });
}
