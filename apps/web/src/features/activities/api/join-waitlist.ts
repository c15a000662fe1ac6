import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistAnswerSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { occurrencePath } from './occurrence-path';

/** POST /user/activity/occurrence/{id}/waitlist: wait for a seat of a full session. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (occurrenceId: string) =>
      apiRequest(`${occurrencePath(occurrenceId)}/waitlist`, {
        method: 'POST',
        schema: waitlistAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.upcoming() }),
  });
}
