import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export type MembershipChange = { renews: boolean } | { cancel: true };

/**
 * PATCH /user/memberships/:membershipId: stop or resume renewing, or cancel. The club's page
 * reads the membership too (member prices, Join), so every membership query is refreshed.
 */
export function useChangeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, change }: { membershipId: string; change: MembershipChange }) =>
      apiRequest(`/user/memberships/${encodeURIComponent(membershipId)}`, {
        method: 'PATCH',
        body: change,
        schema: sharedSchema('membershipSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
