import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/match-result/disputed: the disputed results of the owner's clubs. */
export const useDisputedResults = () =>
  useQuery({
    queryKey: resultKeys.disputed(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/match-result/disputed', {
        schema: sharedSchema('disputedResultListSchema'),
        signal,
      }),
  });
