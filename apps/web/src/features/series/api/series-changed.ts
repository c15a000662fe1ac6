import { useQueryClient } from '@tanstack/react-query';
import { clubDayKeys, seriesKeys } from '@/lib/query-keys';

/** A series made or cancelled changes the list and the days of the grid. */
export function useSeriesChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: seriesKeys.all }),
      client.invalidateQueries({ queryKey: clubDayKeys.all }),
    ]);
}
