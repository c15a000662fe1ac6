import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** DELETE /user/match/{id}/seat: the player gives their seat back; their share goes back. */
export function useLeaveMatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/user/match/${encodeURIComponent(id)}/seat`, {
        method: 'DELETE',
        schema: sharedSchema('seatCancelledSchema'),
      }),
    onSuccess: () => invalidateAfterMatch(queryClient, id),
  });
}
