import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/{id}/champion: the user's championships, each with its tab. */
export const myChampionshipsQuery = (userId: string) =>
  queryOptions({
    queryKey: championshipKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/${encodeURIComponent(userId)}/champion`, {
        schema: sharedSchema('userChampionshipListSchema'),
        signal,
      }),
  });

export function useMyChampionships(userId: string) {
  return useQuery(myChampionshipsQuery(userId));
}
