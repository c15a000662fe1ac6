import type { ChampionshipSeason, UserChampionship } from '@courtside/shared';

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
    court: { id: 'court-1', name: 'Pitch A', capacity: 5, sport: 'football' },
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

type Season = ChampionshipSeason;
type Fixture = Season['rounds'][number]['fixtures'][number];

const side = (teamId: string | null, name: string | null) => ({ teamId, name, source: null });

/** A fixture of a season's answer: round 1, not placed, not played, unless told. */
export function aFixture(overrides: Partial<Fixture> & Pick<Fixture, 'id'>): Fixture {
  return {
    round: 1,
    stage: 'league',
    group: null,
    home: side('team-1', 'Lions'),
    away: side('team-2', 'Bears'),
    court: null,
    startsAt: null,
    endsAt: null,
    date: null,
    startTime: null,
    endTime: null,
    homeScore: null,
    awayScore: null,
    status: 'unscheduled',
    scorers: [],
    sets: null,
    proposal: null,
    ...overrides,
  };
}

/** A drawn league of three teams, as GET /user/champion/{id}/season answers it. */
export function aSeason(overrides: Partial<Season> = {}): Season {
  const row = (team: string, name: string) => ({
    team,
    name,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    for: 0,
    against: 0,
    difference: 0,
    gamesFor: 0,
    gamesAgainst: 0,
    points: 0,
  });
  return {
    championshipId: 'champ-1',
    name: 'Retiro Cup',
    timeZone: 'UTC',
    sport: 'football',
    format: { kind: 'league', legs: 1 },
    points: { win: 3, draw: 1, loss: 0 },
    canManage: false,
    teams: [
      {
        id: 'team-1',
        name: 'Lions',
        captainId: 'user-1',
        seed: 1,
        group: null,
        members: [
          { id: 'member-1', userId: 'user-4', name: 'Omar Haddad' },
          { id: 'member-2', userId: null, name: 'Pablo Ruiz' },
        ],
      },
      { id: 'team-2', name: 'Bears', captainId: 'user-2', seed: 2, group: null, members: [] },
      { id: 'team-3', name: 'Wolves', captainId: 'user-3', seed: 3, group: null, members: [] },
    ],
    rounds: [{ round: 1, stage: 'league', fixtures: [aFixture({ id: 'fixture-1' })] }],
    tables: [
      {
        group: null,
        rows: [row('team-1', 'Lions'), row('team-2', 'Bears'), row('team-3', 'Wolves')],
      },
    ],
    topScorers: [],
    bracket: null,
    ...overrides,
  };
}
