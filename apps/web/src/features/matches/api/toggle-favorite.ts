import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/lib/query-keys';
import { addFavorite } from './add-favorite';
import { removeFavorite } from './remove-favorite';

/** Stars or unstars a player (addFavorite, removeFavorite); the player lists read again. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, starred }: { userId: string; starred: boolean }) =>
      starred ? addFavorite(userId) : removeFavorite(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...matchKeys.all, 'padel-users'] }),
  });
}
