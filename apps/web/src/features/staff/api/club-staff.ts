import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/staff: the club's staff and what they changed lately. */
export function useClubStaff() {
  return useQuery({
    queryKey: staffKeys.ofClub(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/staff', { schema: sharedSchema('clubStaffSchema'), signal }),
  });
}

/** Every change reads the staff (and its log) again. */
export function useStaffChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: staffKeys.ofClub() });
}
