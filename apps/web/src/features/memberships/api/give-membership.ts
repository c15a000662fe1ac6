import { useMutation } from '@tanstack/react-query';
import type { GiveMembershipBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { usePlansChanged } from './club-plans';

/** POST /owner/members: the club gives a plan to a player, paid at the desk; active at once. */
export function useGiveMembership() {
  const changed = usePlansChanged();
  return useMutation({
    mutationFn: (body: GiveMembershipBody) =>
      apiRequest('/owner/members', {
        method: 'POST',
        body,
        schema: sharedSchema('membershipSchema'),
      }),
    onSuccess: changed,
  });
}
