import { useQuery } from '@tanstack/react-query';
import { priceListSchema, type Price } from '@courtside/shared';
import { apiRequest } from '../api-client';

/**
 * GET /booking/club/:clubId/price?court=: the court's price per 60 minutes comes first
 * (SPEC 3 Price); null when the club has set none for it.
 */
export async function fetchCourtPrice(clubId: string, courtId: string): Promise<Price | null> {
  const query = new URLSearchParams({ court: courtId });
  const prices = await apiRequest(`/booking/club/${encodeURIComponent(clubId)}/price?${query}`, {
    schema: priceListSchema,
  });
  return prices[0] ?? null;
}

export function useCourtPrice(clubId: string, courtId: string) {
  return useQuery({
    queryKey: ['booking', 'club', clubId, 'price', courtId],
    queryFn: () => fetchCourtPrice(clubId, courtId),
  });
}
