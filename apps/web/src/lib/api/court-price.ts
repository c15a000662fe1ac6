import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Price } from '@courtside/shared';
import { apiRequest } from '../api-client';
import { clubKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /booking/club/:clubId/price?court=: the court's price per 60 minutes comes first
 * (SPEC 3 Price); null when the club has set none for it.
 */
export async function fetchCourtPrice(
  clubId: string,
  courtId: string,
  signal?: AbortSignal,
): Promise<Price | null> {
  const query = new URLSearchParams({ court: courtId });
  const prices = await apiRequest(`/booking/club/${encodeURIComponent(clubId)}/price?${query}`, {
    schema: sharedSchema('priceListSchema'),
    signal,
  });
  return prices[0] ?? null;
}

export const courtPriceQuery = (clubId: string, courtId: string) =>
  queryOptions({
    queryKey: clubKeys.courtPrice(clubId, courtId),
    queryFn: ({ signal }) => fetchCourtPrice(clubId, courtId, signal),
  });

export function useCourtPrice(clubId: string, courtId: string) {
  return useQuery(courtPriceQuery(clubId, courtId));
}
