import { useQueryClient } from '@tanstack/react-query';
import { clubDayKeys } from '@/lib/query-keys';

/** After a change, every day shown so far reads again (a move may cross days). */
export function useRefreshDays() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clubDayKeys.all });
}
