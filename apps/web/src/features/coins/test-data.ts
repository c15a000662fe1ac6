import type { CoinPack } from '@courtside/shared';

export const coinPacks: CoinPack[] = [
  { id: 'pack-100', coin: 100, price: 900, currency: 'USD', photo: '/assets/img/coins/100.svg' },
  { id: 'pack-50', coin: 50, price: 450, currency: 'USD', photo: null },
];
