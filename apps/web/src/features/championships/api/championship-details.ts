import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/champion/{id}: the details, for the club owner. */
export function useChampionshipDetails(id: string) {
  return useQuery({
    queryKey: championshipKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        schema: sharedSchema('championshipSchema'),
        signal,
      }),
  });
}
