import { useQuery } from '@tanstack/react-query';
import { coinBalanceSchema } from '@courtside/shared';
import { apiRequest } from '../api-client';

export const coinBalanceKey = ['user', 'me', 'coins'];

export async function fetchCoinBalance(): Promise<number> {
  const { balance } = await apiRequest('/user/me/coins', { schema: coinBalanceSchema });
  return balance;
}

export function useCoinBalance() {
  // The balance moves with every payment and refund: always re-read it on a screen's open.
  return useQuery({ queryKey: coinBalanceKey, queryFn: fetchCoinBalance, staleTime: 0 });
}
