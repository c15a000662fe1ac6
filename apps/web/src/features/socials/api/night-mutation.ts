import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys, coinKeys, socialKeys } from '@/lib/query-keys';

/**
 * A change to a night: the nights read again, and the coin balance when it moved too. Who may
 * read the night's chat may have changed: it is read again, not waited for.
 */
export function useNightMutation<T, R>(request: (input: T) => Promise<R>, alsoCoins = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        alsoCoins && queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]);
    },
  });
}
