import type { UserChampionship } from '@courtside/shared';

/** A championship as GET /user/{id}/champion answers it, two weeks ahead. */
export function aUserChampionship(overrides: Partial<UserChampionship> = {}): UserChampionship {
  const from = new Date(Date.now() + 14 * 86_400_000);
  from.setUTCHours(9, 0, 0, 0);
  return {
    id: 'champ-1',
    name: 'Retiro Cup',
    from: from.toISOString(),
    to: new Date(from.getTime() + 3 * 3_600_000).toISOString(),
    price: 2500,
    currency: 'USD',
    maxAge: new Date().getUTCFullYear() - 30,
    description: 'Five-a-side',
    sponsor: null,
    gender: 'mix',
    inviteOnly: 1,
    participantsNumber: 8,
    registered: 0,
    participants: [],
    request: [],
    court: { id: 'court-1', name: 'Pitch A', capacity: 5 },
    club: {
      id: 'club-1',
      name: 'Retiro Club',
      photo: null,
      timeZone: 'UTC',
      user: { id: 'owner-1' },
    },
    tab: 'awaiting',
    ...overrides,
  };
}

export const aRequest = (isConfirmed: boolean | null, isPayed: true | null = null) => ({
  id: 'request-1',
  isConfirmed,
  isPayed,
  phone: '+34612000222',
  user: { id: 'user-1', photo: null, firstName: 'Sara', lastName: null, birthdate: '2000-01-01' },
});
