import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMemberBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { teamPath } from './rename-team';

/** POST …/season/teams/{teamId}/members: the captain adds a player by phone, by account or by name. */
export function useAddTeamMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, ...body }: TeamMemberBody & { teamId: string }) =>
      apiRequest(`${teamPath(id, teamId)}/members`, {
        method: 'POST',
        body,
        schema: sharedSchema('teamRosterSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championshipKeys.season(id) }),
  });
}
