import { useQueryClient } from '@tanstack/react-query';
import { adminKeys, clubKeys } from '@/lib/query-keys';

/** A decision shows in the applications, the clubs, the audit log and players' lists. */
export function useApplicationDecided() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ]);
}
