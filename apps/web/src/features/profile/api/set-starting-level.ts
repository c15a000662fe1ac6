import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LevelQuizAnswers, PlayerLevel } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { matchKeys, profileKeys, resultKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * PUT /user/me/level: the answers to the level's questions set the player's starting level;
 * the answer is their level. The profile shows it, Find Match's "at your level" follows it, and
 * so do the match pages' level warnings, which read the signed-in user's level.
 */
export function useSetStartingLevel(userId: string) {
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: (answers: LevelQuizAnswers) =>
      apiRequest('/user/me/level', {
        method: 'PUT',
        body: answers,
        schema: sharedSchema('playerLevelSchema'),
      }),
    onSuccess: async (level: PlayerLevel) => {
      queryClient.setQueryData(resultKeys.level(userId), level);
      await Promise.all([
        ...(user ? [updateUser({ padel: { ...user.padel, padelLevel: level.level } })] : []),
        queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]);
    },
  });
}
