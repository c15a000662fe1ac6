import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';

/**
 * POST /user/me/favorites or DELETE /user/me/favorites/{userId}: stars or unstars a player;
 * starred players see the caller's favorite-only matches.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, starred }: { userId: string; starred: boolean }) =>
      starred
        ? apiRequest('/user/me/favorites', {
            method: 'POST',
            body: { userId },
            schema: noContentSchema,
          })
        : apiRequest(`/user/me/favorites/${encodeURIComponent(userId)}`, {
            method: 'DELETE',
            schema: noContentSchema,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...matchKeys.all, 'padel-users'] }),
  });
}
