import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchJoinBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/match/{id}: asks to join the match, with optional partners. */
export function useJoinMatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchJoinBody) =>
      apiRequest(`/user/match/${encodeURIComponent(id)}`, {
        method: 'POST',
        body,
        schema: sharedSchema('matchSchema'),
      }),
    onSuccess: () => invalidateAfterMatch(queryClient, id),
  });
}
