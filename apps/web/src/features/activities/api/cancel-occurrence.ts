import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { occurrencePath } from './occurrence-path';
import { sharedSchema } from '@/lib/shared-schemas';

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
        schema: sharedSchema('occurrenceCancelledSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
