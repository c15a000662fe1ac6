import { useQuery } from '@tanstack/react-query';
import { coinBalanceSchema } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /user/me/coins: how many coins the user can pay with. */
export async function fetchCoinBalance(): Promise<number> {
  const { balance } = await apiRequest('/user/me/coins', { schema: coinBalanceSchema });
  return balance;
}

export function useCoinBalance() {
  return useQuery({ queryKey: ['user', 'me', 'coins'], queryFn: fetchCoinBalance, staleTime: 0 });
}
