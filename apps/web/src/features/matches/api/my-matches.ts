import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/{id}/match: the user's matches, each with its tab. */
export const myMatchesQuery = (userId: string) =>
  queryOptions({
    queryKey: matchKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/${encodeURIComponent(userId)}/match`, {
        schema: sharedSchema('matchListSchema'),
        signal,
      }),
  });

export const useMyMatches = (userId: string) => useQuery(myMatchesQuery(userId));
