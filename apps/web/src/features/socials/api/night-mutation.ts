import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coinKeys, socialKeys } from '@/lib/query-keys';

/** A change to a night: the nights read again, and the coin balance when it moved too. */
export function useNightMutation<T, R>(request: (input: T) => Promise<R>, alsoCoins = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        alsoCoins && queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}
