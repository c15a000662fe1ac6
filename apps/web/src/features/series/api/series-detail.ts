import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { seriesKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/series/{id}: each date of one series, its status and payment; read when opened. */
export function useSeriesDetail(id: string, open: boolean) {
  return useQuery({
    queryKey: [...seriesKeys.all, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/owner/series/${encodeURIComponent(id)}`, {
        schema: sharedSchema('seriesDetailSchema'),
        signal,
      }),
    enabled: open,
  });
}
