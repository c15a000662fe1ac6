import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { seasonPath } from './championship-season';

export const teamPath = (id: string, teamId: string) =>
  `${seasonPath(id)}/teams/${encodeURIComponent(teamId)}`;

/** PATCH …/season/teams/{teamId}: the captain (or the club's owner) renames the team. */
export function useRenameTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, name }: { teamId: string; name: string }) =>
      apiRequest(teamPath(id, teamId), {
        method: 'PATCH',
        body: { name },
        schema: sharedSchema('teamRosterSchema'),
      }),
    // The team's name shows across the season (fixtures, tables): read it again whole.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championshipKeys.season(id) }),
  });
}
