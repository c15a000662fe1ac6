import type { Match } from '@courtside/shared';

const player = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: null,
  photo: null,
  padelLevel: 3,
  reserved: false,
});

/** A match of another player with two empty seats. */
export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 'match-1',
    date: '2030-01-10T18:00:00.000Z',
    end_time: '2030-01-10T19:00:00.000Z',
    duration: '60',
    club: { id: 'club-1', name: 'Retiro Padel', photo: null, timeZone: 'UTC' },
    court: { id: 'court-1', name: 'Padel 1', price: 2400, pricePerPlayer: 600, currency: 'USD' },
    gender: 'mix',
    courtType: 'indoor',
    privacy: 'public',
    padelLevelMin: 1,
    padelLevelMax: 4,
    description: null,
    matchOwner: player('owner-1', 'Olga'),
    participants: [player('owner-1', 'Olga'), player('user-9', 'Ana'), null, null],
    reservedSeats: 0,
    cancelled: false,
    request: [],
    pendingRequests: 0,
    myRequest: null,
    tab: null,
    notPlayed: false,
    seatShares: [
      { state: 'paid', amount: 600 },
      { state: 'at_club', amount: 600 },
      { state: 'open', amount: 600 },
      { state: 'open', amount: 600 },
    ],
    myShare: null,
    fillDeadline: '2030-01-09T18:00:00.000Z',
    coverEmptySeats: false,
    openJoin: false,
    atYourLevel: false,
    ...overrides,
  };
}
