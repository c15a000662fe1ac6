import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { nightPath } from './night-path';

/** GET /user/social/{id}: one night; the live stream reads it again when it changes. */
export function useNight(id: string) {
  return useQuery(
    queryOptions({
      queryKey: socialKeys.night(id),
      queryFn: ({ signal }) =>
        apiRequest(nightPath(id), { schema: sharedSchema('socialDetailSchema'), signal }),
    }),
  );
}
