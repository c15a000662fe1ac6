import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchSchema, type MatchForm } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterMatch } from '@/lib/query-keys';

/** Saves the match form: a new match (POST /user/match), or the one with `id` (PATCH). */
export function useSaveMatch(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: MatchForm) =>
      apiRequest(id ? `/user/match/${encodeURIComponent(id)}` : '/user/match', {
        method: id ? 'PATCH' : 'POST',
        body: form,
        schema: matchSchema,
      }),
    onSuccess: (match) => invalidateAfterMatch(queryClient, match.id),
  });
}
