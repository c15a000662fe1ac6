import type { AuthResponse } from '@courtside/shared';
import { sportCategoryIds } from '@courtside/shared/rules';
import type { EventCategory } from '@courtside/shared';

export function anAuthResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    token: 'token-123',
    id: 'user-1',
    role: 'player',
    username: 'sara',
    firstName: 'Sara',
    lastName: null,
    Name: 'Sara',
    Email: null,
    Phone: '+34612000222',
    gender: null,
    birthdate: null,
    adress: null,
    photo: null,
    description: null,
    title: 'Sara',
    isPadel: true,
    isFootball: false,
    padel: {
      padelLevel: null,
      RankID: null,
      padelSide: null,
      batBrand: null,
      FootballteamName: null,
    },
    ...overrides,
  };
}

const leaf = (id: string, name: string, route: string): EventCategory => ({
  id,
  name,
  photo: null,
  route,
  subcategories: [],
});

/** Shaped like the demo world's home grid. */
export const categories: EventCategory[] = [
  {
    ...leaf(sportCategoryIds.padel, 'Padel', 'find-padel-court'),
    photo: '/assets/img/categories/padel.svg',
  },
  {
    ...leaf(sportCategoryIds.football, 'Football', 'find-football-court'),
    photo: '/assets/img/categories/football.svg',
  },
  {
    id: 'club-life',
    name: 'Club life',
    photo: null,
    route: null,
    subcategories: [
      leaf('my-booking', 'My Booking', 'my-booking'),
      leaf('coins-pack', 'Coins Pack', 'coins-pack'),
    ],
  },
];
