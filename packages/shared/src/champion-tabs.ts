import type { Champion, ChampionTab } from './championships.js';

/** What the tab rules read of a championship. */
export type ChampionForTabs = Pick<Champion, 'from' | 'participantsNumber' | 'registered'> & {
  club: { user: { id: string } };
  request: ReadonlyArray<{
    isConfirmed: boolean | null;
    isPayed: true | null;
    user: { id: string };
  }>;
};

/** The user's own request, unless it was refused (a refused request shows nowhere). */
export function ownRequest<T extends ChampionForTabs>(champion: T, userId: string) {
  return champion.request.find(
    (request) => request.user.id === userId && request.isConfirmed !== false,
  ) as T['request'][number] | undefined;
}

const isFull = (champion: ChampionForTabs) =>
  champion.participantsNumber !== null && champion.registered >= champion.participantsNumber;

/**
 * SPEC 4 Championship list tabs, for one user: Archived once it has started; Awaiting while
 * their request is unpaid (not for the club owner); Signed or Confirmed for a paid, accepted
 * request or the club owner, by whether every place is taken. Null when the user is not
 * involved (no request, or a refused one, and not the owner).
 */
export function championTab(
  champion: ChampionForTabs,
  userId: string,
  now: Date,
): ChampionTab | null {
  const part = partOf(champion, userId);
  if (part === 'none' || part === 'refused') return null;
  if (Date.parse(champion.from) <= now.getTime()) return 'archived';
  if (part === 'unpaid') return 'awaiting';
  if (part === 'undecided-paid') return null;
  return isFull(champion) ? 'confirmed' : 'signed';
}

/** The user's part in a championship: the owner's, their request's state, or none. */
function partOf(champion: ChampionForTabs, userId: string) {
  if (champion.club.user.id === userId) return 'owner';
  const request = ownRequest(champion, userId);
  if (!request) return champion.request.some((r) => r.user.id === userId) ? 'refused' : 'none';
  if (request.isPayed === null) return 'unpaid';
  return request.isConfirmed === true ? 'paid' : 'undecided-paid';
}

/** The championships of one tab, in the order given. */
export function championsInTab<T extends ChampionForTabs>(
  champions: readonly T[],
  tab: ChampionTab,
  userId: string,
  now: Date,
): T[] {
  return champions.filter((champion) => championTab(champion, userId, now) === tab);
}

/** SPEC 2: an Awaiting card shows 'Waiting' until the request is accepted, then 'Pay {price}'. */
export function awaitingAction(champion: ChampionForTabs, userId: string): 'waiting' | 'pay' {
  return ownRequest(champion, userId)?.isConfirmed === true ? 'pay' : 'waiting';
}
