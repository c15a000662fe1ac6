/**
 * Who opens the budget's screens, signed in through the API, and the demo world's records
 * their addresses need.
 */
import type { AuthResponse, Championship, CoinPack } from '@courtside/shared';
import type { BudgetWorld, Visitor } from './budget-routes';

/** A signed-in visitor's GET of the API, failing loudly when the demo world lacks something. */
type Read = <T>(path: string) => Promise<T>;

function reader(baseUrl: string, token: string): Read {
  return async <T>(path: string) => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
}

export async function signIn(baseUrl: string, phone: string, password: string) {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  if (!answer.ok) throw new Error(`signing in ${phone} answered ${answer.status}`);
  return (await answer.json()) as AuthResponse;
}

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the demo world has no ${what}`);
  return item;
}

interface ClubWithCourts {
  id: string;
  photo: string | null;
  courts: Array<{ id: string; name: string }>;
}

export async function readBudgetWorld(
  baseUrl: string,
  sessions: Record<Visitor, AuthResponse>,
): Promise<BudgetWorld> {
  const asPlayer = reader(baseUrl, sessions.player.token);
  const asOwner = reader(baseUrl, sessions.owner.token);
  const asAdmin = reader(baseUrl, sessions.admin.token);
  const padelClubs = await asPlayer<ClubWithCourts[]>('/user/club/all?type=padel');
  const club = first(
    padelClubs.filter((candidate) => candidate.courts.length > 0),
    'padel club with a court',
  );
  const ownerCourt = first(
    await asOwner<Array<{ id: string; name: string; photo: string | null }>>('/owner/court'),
    "court of the owner's",
  );
  const ownerClub = first(
    padelClubs.filter((candidate) => candidate.courts.some(({ id }) => id === ownerCourt.id)),
    "owner's club among the padel clubs",
  );
  const matches = await asPlayer<{ items: Array<{ id: string }> }>('/user/match/find');
  const activities = await asPlayer<{ items: Array<{ id: string; club: { id: string } }> }>(
    '/user/activity/upcoming',
  );
  const activity = first(activities.items, 'upcoming activity');
  const customers = await asOwner<{ items: Array<{ id: string }> }>('/owner/customers');
  const adminClubs = await asAdmin<{ items: Array<{ id: string }> }>('/admin/clubs');
  return {
    tomorrow: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    playerId: sessions.player.id,
    club: {
      id: club.id,
      photo: club.photo,
      court: first(club.courts, 'court'),
    },
    ownerCourt: { ...ownerCourt, clubId: ownerClub.id },
    matchId: first(matches.items, 'open match').id,
    championship: first(await asPlayer<Championship[]>('/user/champion'), 'championship'),
    pack: first(await asPlayer<CoinPack[]>('/user/coinpack/all'), 'coin pack'),
    activity: { id: activity.id, clubId: activity.club.id },
    customerId: first(customers.items, 'customer').id,
    adminClubId: first(adminClubs.items, 'club').id,
  };
}
