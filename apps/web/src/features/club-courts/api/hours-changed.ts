import { useQueryClient } from '@tanstack/react-query';
import { clubDayKeys, clubKeys, reservationKeys } from '@/lib/query-keys';
import { clubHoursKeys } from './club-hours';

/**
 * Hours and closures show in the owner's screens (their day grid too), on the club's page and
 * in every screen players book from.
 */
export function useHoursChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clubHoursKeys.all }),
      queryClient.invalidateQueries({ queryKey: reservationKeys.ownerCourts() }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
      queryClient.invalidateQueries({ queryKey: clubDayKeys.all }),
    ]);
}
