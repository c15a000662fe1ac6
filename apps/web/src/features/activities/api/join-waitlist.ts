import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { occurrencePath } from './occurrence-path';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/activity/occurrence/{id}/waitlist: wait for a seat of a full session. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (occurrenceId: string) =>
      apiRequest(`${occurrencePath(occurrenceId)}/waitlist`, {
        method: 'POST',
        schema: sharedSchema('waitlistAnswerSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.upcoming() }),
  });
}
