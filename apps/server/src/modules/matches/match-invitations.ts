import type { MatchInvitationResult } from '@courtside/shared';
import { inTransaction } from '#server/db/transaction.js';
import { forbidden, invalidField } from '#server/lib/domain-error.js';
import type { PlayedWith } from '#server/modules/played-with/played-with.service.js';
import { tellPlayers } from './match-notices.js';
import { assertSeatsFor } from './match-requests.js';
import { assertBeforeFillDeadline, assertNotStarted, assertOpen } from './match-rules.js';
import type { MatchesDeps } from './matches-deps.js';
import { insertInvitations, loadMatch, lockMatch } from './matches.repo.js';
import { seatedIds, seatsOf } from './seat-holders.js';

/**
 * The organizer asks people they played with to their match (issue 44): each is told once,
 * with a notice that opens the match, where they join as anyone would (asking, or taking a
 * seat and paying, by the match's rule). Only people the organizer played with may be asked,
 * so the app sends no one a notice from a stranger.
 */
export function createMatchInvitations(deps: MatchesDeps, playedWith: Pick<PlayedWith, 'among'>) {
  const { db, clock } = deps;
  return async function invite(
    callerId: string,
    matchId: string,
    userIds: readonly string[],
  ): Promise<MatchInvitationResult> {
    const known = await playedWith.among(callerId, userIds);
    if (userIds.some((id) => !known.has(id)))
      throw invalidField('body.userIds', 'You can invite only people you have played with');
    return inTransaction(db, async (tx) => {
      await lockMatch(tx.db, matchId);
      const record = await loadMatch(tx.db, matchId);
      assertOpen(record);
      if (record.match.owner_id !== callerId)
        throw forbidden('Only the match’s organizer invites players to it');
      const now = clock.now();
      assertNotStarted(record, now);
      assertBeforeFillDeadline(record, now);
      const seats = seatsOf(record);
      assertSeatsFor(seats, []);
      const seated = new Set(seatedIds(seats));
      const newcomers = userIds.filter((id) => !seated.has(id));
      const told = await insertInvitations(tx.db, matchId, callerId, newcomers, now.toISOString());
      const inviter = { role: 'player', about: callerId } as const;
      await tellPlayers(deps, tx, told, 'match_invited', record.match, inviter);
      return { invited: told.length };
    });
  };
}
