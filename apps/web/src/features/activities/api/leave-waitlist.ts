import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { occurrencePath } from './occurrence-path';

/** DELETE /user/activity/occurrence/{id}/waitlist: leave the line; an offered seat passes on. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (occurrenceId: string) =>
      apiRequest(`${occurrencePath(occurrenceId)}/waitlist`, {
        method: 'DELETE',
        schema: noContent,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.upcoming() }),
  });
}
