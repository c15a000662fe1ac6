import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSeriesBody, SeriesPreviewBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubDayKeys, seriesKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/series: the club's series, the latest first. */
export function useClubSeries() {
  return useQuery({
    queryKey: seriesKeys.ofClub(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/series', { schema: sharedSchema('seriesListSchema'), signal }),
  });
}

/** A series made or cancelled changes the list and the days of the grid. */
function useSeriesChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: seriesKeys.all }),
      client.invalidateQueries({ queryKey: clubDayKeys.all }),
    ]);
}

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
