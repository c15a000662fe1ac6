import { useQuery } from '@tanstack/react-query';
import { coinPackListSchema, type CoinPack } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';

export function fetchCoinPacks(): Promise<CoinPack[]> {
  return apiRequest('/user/coinpack/all', { schema: coinPackListSchema });
}

export function useCoinPacks() {
  return useQuery({ queryKey: ['user', 'coinpack', 'all'], queryFn: fetchCoinPacks });
}
