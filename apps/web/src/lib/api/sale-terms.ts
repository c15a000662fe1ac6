import { useQuery } from '@tanstack/react-query';
import type { ClubSaleTerms } from '@courtside/shared';
import { apiRequest } from '../api-client';
import { saleTermsKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** GET /owner/sales: the game lengths the owner's club sells of each sport, and its starts. */
export function useSaleTerms() {
  return useQuery({
    queryKey: saleTermsKeys.all,
    queryFn: ({ signal }): Promise<ClubSaleTerms> =>
      apiRequest('/owner/sales', { schema: sharedSchema('clubSaleTermsSchema'), signal }),
  });
}
