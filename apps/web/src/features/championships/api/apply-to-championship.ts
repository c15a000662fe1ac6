import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useChampionshipsChanged } from './championships-changed';

/** POST /user/champion/{id}: apply, no body. */
export function useApplyToChampionship() {
  const invalidate = useChampionshipsChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        method: 'POST',
        schema: sharedSchema('championshipRequestAnswerSchema'),
      }),
    onSuccess: invalidate,
  });
}
