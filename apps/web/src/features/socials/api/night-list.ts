import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/social: the nights not over yet. */
export function useNightList() {
  return useQuery(
    queryOptions({
      queryKey: socialKeys.list(),
      queryFn: ({ signal }) =>
        apiRequest('/user/social', { schema: sharedSchema('socialEventListSchema'), signal }),
    }),
  );
}
