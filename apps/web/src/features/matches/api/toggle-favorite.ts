import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

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
            schema: sharedSchema('noContentSchema'),
          })
        : apiRequest(`/user/me/favorites/${encodeURIComponent(userId)}`, {
            method: 'DELETE',
            schema: sharedSchema('noContentSchema'),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...matchKeys.all, 'padel-users'] }),
  });
}
