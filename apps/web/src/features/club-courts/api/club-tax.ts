import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubTax } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const clubTaxKeys = { all: ['club-tax'] as const };

/** GET /owner/tax: the tax id and rate the club prints on its receipts. */
export const clubTaxQuery = () =>
  queryOptions({
    queryKey: clubTaxKeys.all,
    queryFn: ({ signal }): Promise<ClubTax> =>
      apiRequest('/owner/tax', { schema: sharedSchema('clubTaxSchema'), signal }),
  });

export function useClubTax() {
  return useQuery(clubTaxQuery());
}
