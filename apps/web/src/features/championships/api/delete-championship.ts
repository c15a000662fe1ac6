import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys, coinKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** DELETE /user/champion/{id}: refunds move coin balances too. */
export function useDeleteChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: sharedSchema('noContentSchema'),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: championshipKeys.all }),
        queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}
