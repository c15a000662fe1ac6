import { useMutation, useQueryClient } from '@tanstack/react-query';
import { occurrenceCancelledSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { occurrencePath } from './occurrence-path';

/**
 * DELETE /user/activity/occurrence/{id}?scope=one|rest: the owner calls off a session or the
 * rest of its series.
 */
export function useCancelOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: 'one' | 'rest' }) =>
      apiRequest(`${occurrencePath(id)}?scope=${scope}`, {
        method: 'DELETE',
        schema: occurrenceCancelledSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
