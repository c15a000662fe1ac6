import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { seriesKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/series: the club's series, the latest first. */
export function useClubSeries() {
  return useQuery({
    queryKey: seriesKeys.ofClub(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/series', { schema: sharedSchema('seriesListSchema'), signal }),
  });
}
