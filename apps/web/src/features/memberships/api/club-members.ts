import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubPlanKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/members: the club's memberships, newest first. */
export function useClubMembers() {
  return useQuery({
    queryKey: clubPlanKeys.members(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/members', { schema: sharedSchema('membershipListSchema'), signal }),
  });
}
