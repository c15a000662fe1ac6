import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { teamPath } from './rename-team';

/** DELETE …/season/teams/{teamId}/members/{memberId}: the captain takes a player off, or they leave. */
export function useRemoveTeamMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, memberId }: { teamId: string; memberId: string }) =>
      apiRequest(`${teamPath(id, teamId)}/members/${encodeURIComponent(memberId)}`, {
        method: 'DELETE',
        schema: sharedSchema('teamRosterSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championshipKeys.season(id) }),
  });
}
