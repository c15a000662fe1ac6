import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { clubPlanKeys } from './club-plans';

/** GET /owner/members: the club's memberships, newest first. */
export function useClubMembers() {
  return useQuery({
    queryKey: clubPlanKeys.members(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/members', { schema: sharedSchema('membershipListSchema'), signal }),
  });
}
