import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/club/all?type=padel: the clubs a match can be played at. */
export function usePadelClubs() {
  return useQuery({
    queryKey: clubKeys.list('padel'),
    queryFn: ({ signal }) =>
      apiRequest(earlyApiPaths.padelClubs, { schema: sharedSchema('clubListSchema'), signal }),
  });
}
