import type { NotificationKind } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { personName } from '#server/modules/users/users.service.js';
import type { MatchesDeps } from './matches-deps.js';
import { people, type MatchRow } from './matches.repo.js';

type MatchNotice = Extract<NotificationKind, `match_${string}`>;

/** How a player's name reads in a notification. */
export async function displayName(tx: Tx, userId: string): Promise<string> {
  const [person] = await people(tx.db, [userId]);
  return personName(person?.first_name, person?.last_name);
}

/** The player a notice names: who a request came from, the partner who answered it, who left. */
export interface NamedPlayer {
  role: 'requester' | 'partner' | 'player';
  /** Their user id: the fact is emptied when their account closes. */
  about: string;
}

/** What a notice says of its match: which it is, at which club, when. */
export type NoticeMatch = Pick<MatchRow, 'id' | 'club_name' | 'starts_at' | 'club_time_zone'>;

/**
 * Tells players about a match, in the transaction of the change: the club and the start in
 * the club's time zone, and the match to open; `named`, the player the notice is about;
 * `more`, other facts of the notice (a score).
 */
export async function tellPlayers(
  deps: Pick<MatchesDeps, 'notifications'>,
  tx: Tx,
  userIds: Iterable<string>,
  kind: MatchNotice,
  match: NoticeMatch,
  named: NamedPlayer | null = null,
  more: Record<string, string> = {},
): Promise<void> {
  const naming = named ? { [named.role]: await displayName(tx, named.about) } : {};
  for (const userId of new Set(userIds))
    await deps.notifications.record(
      tx,
      userId,
      kind,
      {
        matchId: match.id,
        club: match.club_name,
        startsAt: match.starts_at,
        timeZone: match.club_time_zone,
        ...more,
        ...naming,
      },
      named?.about,
    );
}
