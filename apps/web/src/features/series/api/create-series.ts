import { useMutation } from '@tanstack/react-query';
import type { CreateSeriesBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useSeriesChanged } from './series-changed';

/** POST /owner/series: the series, and the dates it left out. */
export function useCreateSeries() {
  const changed = useSeriesChanged();
  return useMutation({
    mutationFn: (body: CreateSeriesBody) =>
      apiRequest('/owner/series', {
        method: 'POST',
        body,
        schema: sharedSchema('createdSeriesSchema'),
      }),
    onSuccess: changed,
  });
}
