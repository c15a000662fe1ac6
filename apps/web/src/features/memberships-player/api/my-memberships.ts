import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Membership } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { membershipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/me/memberships: the player's memberships at every club, ended ones included. */
export const myMembershipsQuery = () =>
  queryOptions({
    queryKey: membershipKeys.mine(),
    queryFn: ({ signal }): Promise<Membership[]> =>
      apiRequest('/user/me/memberships', { schema: sharedSchema('membershipListSchema'), signal }),
  });

export function useMyMemberships() {
  return useQuery(myMembershipsQuery());
}
