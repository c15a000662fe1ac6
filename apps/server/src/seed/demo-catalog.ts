import { sportCategoryIds } from '@courtside/shared';

export interface DemoCategory {
  /** Only the two sport categories have fixed ids (SPEC 2); the rest get fresh ones. */
  fixedId?: string;
  name: string;
  /** Under assets/img/categories/. */
  photo: string;
  /** A child route of /user (SPEC 2); null opens the subcategories instead. */
  route: string | null;
  subcategories?: readonly DemoCategory[];
}

/** The home grid, in display order. */
export const demoCategories: readonly DemoCategory[] = [
  { fixedId: sportCategoryIds.padel, name: 'Padel', photo: 'padel.svg', route: 'find-padel-court' },
  {
    fixedId: sportCategoryIds.football,
    name: 'Football',
    photo: 'football.svg',
    route: 'find-football-court',
  },
  { name: 'Activities & Training', photo: 'activities.svg', route: 'activities' },
  { name: 'Find a Match', photo: 'find-match.svg', route: 'find-match' },
  { name: 'Championships', photo: 'championships.svg', route: 'champion' },
  {
    name: 'Club life',
    photo: 'club-life.svg',
    route: null,
    subcategories: [
      { name: 'My Booking', photo: 'my-booking.svg', route: 'my-booking' },
      { name: 'Coins Pack', photo: 'coins-pack.svg', route: 'coins-pack' },
      { name: 'My Matches', photo: 'my-matches.svg', route: 'matches' },
      { name: 'Champion Requests', photo: 'champion-requests.svg', route: 'champion-request' },
    ],
  },
];

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
