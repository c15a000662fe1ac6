import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoinPack } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { coinKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export function fetchCoinPacks(signal?: AbortSignal): Promise<CoinPack[]> {
  return apiRequest('/user/coinpack/all', { schema: sharedSchema('coinPackListSchema'), signal });
}

export const coinPacksQuery = () =>
  queryOptions({ queryKey: coinKeys.packs(), queryFn: ({ signal }) => fetchCoinPacks(signal) });

export function useCoinPacks() {
  return useQuery(coinPacksQuery());
}
