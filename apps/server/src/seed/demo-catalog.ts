/** Coins and their price in cents; bigger packs are cheaper per coin. Photos: coin-packs/{coins}.svg. */
export const demoCoinPacks = [
  { coins: 50, price: 500 },
  { coins: 100, price: 900 },
  { coins: 250, price: 2000 },
  { coins: 500, price: 3500 },
] as const;

export type DemoPackCoins = (typeof demoCoinPacks)[number]['coins'];

export const demoBatBrands = [
  'Bullpadel',
  'Nox',
  'Head',
  'Babolat',
  'Adidas',
  'Siux',
  'StarVie',
  'Wilson',
  'Dunlop',
  'Varlion',
] as const;
