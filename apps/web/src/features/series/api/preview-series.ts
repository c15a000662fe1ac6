import { useMutation } from '@tanstack/react-query';
import type { SeriesPreviewBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /owner/series/preview: each date free or with its clash. */
export function usePreviewSeries() {
  return useMutation({
    mutationFn: (body: SeriesPreviewBody) =>
      apiRequest('/owner/series/preview', {
        method: 'POST',
        body,
        schema: sharedSchema('seriesPreviewSchema'),
      }),
  });
}
