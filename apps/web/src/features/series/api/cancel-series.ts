import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useSeriesChanged } from './series-changed';

/** POST /owner/series/{id}/cancel: every date still to come from `from` on. */
export function useCancelSeries() {
  const changed = useSeriesChanged();
  return useMutation({
    mutationFn: ({ id, from }: { id: string; from: string }) =>
      apiRequest(`/owner/series/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: { from },
        schema: sharedSchema('cancelledSeriesSchema'),
      }),
    onSuccess: changed,
  });
}
