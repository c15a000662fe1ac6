import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { coinKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export async function fetchCoinBalance(signal?: AbortSignal): Promise<number> {
  const { balance } = await apiRequest('/user/me/coins', {
    schema: sharedSchema('coinBalanceSchema'),
    signal,
  });
  return balance;
}

export const coinBalanceQuery = () =>
  queryOptions({
    queryKey: coinKeys.balance(),
    queryFn: ({ signal }) => fetchCoinBalance(signal),
    // The balance moves with every payment and refund: always re-read it on a screen's open.
    staleTime: 0,
  });

export function useCoinBalance() {
  return useQuery(coinBalanceQuery());
}
