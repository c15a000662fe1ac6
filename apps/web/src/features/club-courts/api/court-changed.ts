import { useQueryClient } from '@tanstack/react-query';
import { clubKeys, reservationKeys } from '@/lib/query-keys';
import { courtAdminKeys } from './owned-courts';

/** A court change shows in the owner's lists and in every screen players book from. */
export function useCourtChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: courtAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: reservationKeys.ownerCourts() }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ]);
}
