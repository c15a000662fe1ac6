import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubSaleTerms } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys, saleTermsKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** PUT /owner/sales: the club's terms, which its courts then carry to players' grids. */
export function useSaveSaleTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubSaleTerms) =>
      apiRequest('/owner/sales', {
        method: 'PUT',
        body,
        schema: sharedSchema('clubSaleTermsSchema'),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(saleTermsKeys.all, saved);
      return queryClient.invalidateQueries({ queryKey: clubKeys.all });
    },
  });
}
