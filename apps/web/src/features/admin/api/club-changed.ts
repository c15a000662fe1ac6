import { useQueryClient } from '@tanstack/react-query';
import { adminKeys, clubKeys } from '@/lib/query-keys';

/** A club change shows in the admin's lists, the audit log, and the lists players read. */
export function useClubChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ]);
}
