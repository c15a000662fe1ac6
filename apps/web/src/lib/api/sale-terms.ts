import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubSaleTerms } from '@courtside/shared';
import { apiRequest } from '../api-client';
import { clubKeys, saleTermsKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** GET /owner/sales: the game lengths the owner's club sells of each sport, and its starts. */
export function useSaleTerms() {
  return useQuery({
    queryKey: saleTermsKeys.all,
    queryFn: ({ signal }): Promise<ClubSaleTerms> =>
      apiRequest('/owner/sales', { schema: sharedSchema('clubSaleTermsSchema'), signal }),
  });
}

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
