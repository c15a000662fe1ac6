import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** DELETE /user/match/{id}: the owner calls the match off, freeing its seats and court. */
export function useCancelMatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/user/match/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: sharedSchema('noContentSchema'),
      }),
    onSuccess: () => invalidateAfterMatch(queryClient, id),
  });
}
