import { useQuery } from '@tanstack/react-query';
import { coinBalanceSchema } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

export const coinBalanceKey = ['user', 'me', 'coins'];

export async function fetchCoinBalance(): Promise<number> {
  const { balance } = await apiRequest('/user/me/coins', { schema: coinBalanceSchema });
  return balance;
}

export function useCoinBalance() {
  return useQuery({ queryKey: coinBalanceKey, queryFn: fetchCoinBalance });
}
