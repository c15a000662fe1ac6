import type { Championship, ChampionshipTab } from './championships.js';

/** What the tab rules read of a championship. */
export type ChampionshipForTabs = Pick<
  Championship,
  'from' | 'participantsNumber' | 'registered'
> & {
  club: { user: { id: string } };
  request: ReadonlyArray<{
    isConfirmed: boolean | null;
    isPayed: true | null;
    user: { id: string };
  }>;
};

/** The user's own request, unless it was refused (a refused request shows nowhere). */
export function ownRequest<T extends ChampionshipForTabs>(championship: T, userId: string) {
  return championship.request.find(
    (request) => request.user.id === userId && request.isConfirmed !== false,
  ) as T['request'][number] | undefined;
}

const isFull = (championship: ChampionshipForTabs) =>
  championship.participantsNumber !== null &&
  championship.registered >= championship.participantsNumber;

/**
 * SPEC 4 Championship list tabs, for one user: Archived once it has started; Awaiting while
 * their request is unpaid (not for the club owner); Signed or Confirmed for a paid, accepted
 * request or the club owner, by whether every place is taken. Null when the user is not
 * involved (no request, or a refused one, and not the owner).
 */
export function championshipTab(
  championship: ChampionshipForTabs,
  userId: string,
  now: Date,
): ChampionshipTab | null {
  const part = partOf(championship, userId);
  if (part === 'none' || part === 'refused') return null;
  if (Date.parse(championship.from) <= now.getTime()) return 'archived';
  if (part === 'unpaid') return 'awaiting';
  if (part === 'undecided-paid') return null;
  return isFull(championship) ? 'confirmed' : 'signed';
}

/** The user's part in a championship: the owner's, their request's state, or none. */
function partOf(championship: ChampionshipForTabs, userId: string) {
  if (championship.club.user.id === userId) return 'owner';
  const request = ownRequest(championship, userId);
  if (!request) return championship.request.some((r) => r.user.id === userId) ? 'refused' : 'none';
  if (request.isPayed === null) return 'unpaid';
  return request.isConfirmed === true ? 'paid' : 'undecided-paid';
}

/** The championships of one tab, in the order given. */
export function championshipsInTab<T extends ChampionshipForTabs>(
  championships: readonly T[],
  tab: ChampionshipTab,
  userId: string,
  now: Date,
): T[] {
  return championships.filter((championship) => championshipTab(championship, userId, now) === tab);
}

/** SPEC 2: an Awaiting card shows 'Waiting' until the request is accepted, then 'Pay {price}'. */
export function awaitingAction(
  championship: ChampionshipForTabs,
  userId: string,
): 'waiting' | 'pay' {
  return ownRequest(championship, userId)?.isConfirmed === true ? 'pay' : 'waiting';
}
