import { useMutation } from '@tanstack/react-query';
import type { ChampionshipCreateBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useChampionshipsChanged } from './championships-changed';

/** POST /user/champion (Create Champion). */
export function useCreateChampionship() {
  const invalidate = useChampionshipsChanged();
  return useMutation({
    mutationFn: (body: ChampionshipCreateBody) =>
      apiRequest('/user/champion', {
        method: 'POST',
        body,
        schema: sharedSchema('championshipCreatedSchema'),
      }),
    onSuccess: invalidate,
  });
}
