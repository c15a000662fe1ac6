import type { AuthResponse } from '@courtside/shared';
import { sportCategoryIds } from '@courtside/shared/rules';
import type { EventCategory, MyFixture } from '@courtside/shared';

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

/** One of the reader's championship matches, as GET /user/me/fixtures answers it. */
export function aMyFixture(overrides: Partial<MyFixture> = {}): MyFixture {
  return {
    fixtureId: 'fixture-1',
    championshipId: 'champ-1',
    championship: 'Liga de Otoño',
    home: 'Leones',
    away: 'Tigres',
    side: 'home',
    court: 'Pitch B',
    club: 'Club Arganzuela',
    startsAt: '2026-12-20T17:00:00.000Z',
    endsAt: '2026-12-20T18:00:00.000Z',
    timeZone: 'Europe/Madrid',
    ...overrides,
  };
}
