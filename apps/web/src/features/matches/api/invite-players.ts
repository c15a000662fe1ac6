import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/match/{id}/invitations: the organizer asks people they played with to it. */
export function useInvitePlayers(matchId: string) {
  return useMutation({
    mutationFn: (userIds: string[]) =>
      apiRequest(`/user/match/${encodeURIComponent(matchId)}/invitations`, {
        method: 'POST',
        body: { userIds },
        schema: sharedSchema('matchInvitationResultSchema'),
      }),
  });
}
