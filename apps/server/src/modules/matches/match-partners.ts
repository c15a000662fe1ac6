import { conflictCodes } from '@courtside/shared';
import { conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import { inTransaction } from '#server/db/transaction.js';
import { tellPlayers } from './match-notices.js';
import { assertNotStarted, assertOpen } from './match-rules.js';
import type { MatchesDeps } from './matches-deps.js';
import { answerPartnerAsk, findRequest, loadMatch, lockMatch } from './matches.repo.js';

/**
 * A partner named in a request to join answers it: they are seated with the requester only
 * once they accept (the owner cannot accept the request before), and a partner who declines
 * leaves the request, which goes on without them. The requester is told either way.
 */
export function createPartnerAnswers(deps: MatchesDeps) {
  const { db, clock } = deps;

  return async function answer(callerId: string, requestId: string, accept: boolean) {
    return inTransaction(db, async (tx) => {
      const found = await findRequest(tx.db, requestId);
      if (!found) throw notFound('Match request');
      await lockMatch(tx.db, found.match_id);
      const record = await loadMatch(tx.db, found.match_id);
      assertOpen(record);
      const ask = record.partnerAnswers.find(
        (row) => row.request_id === requestId && row.user_id === callerId,
      );
      if (!ask) throw forbidden('Only a partner this request names may answer it');
      const request = record.requests.find((row) => row.id === requestId)!;
      if (request.status !== 'pending')
        throw conflict(conflictCodes.ALREADY_DECIDED, 'This request was already answered');
      if (accept) assertNotStarted(record, clock.now());
      const answered = await answerPartnerAsk(
        tx.db,
        { requestId, userId: callerId },
        accept ? 'accepted' : 'declined',
        clock.now().toISOString(),
      );
      if (!answered)
        throw conflict(conflictCodes.ALREADY_ANSWERED, 'You have already answered this request');
      const notice = accept ? 'match_partner_accepted' : 'match_partner_declined';
      await tellPlayers(deps, tx, [request.user_id], notice, record.match, {
        role: 'partner',
        about: callerId,
      });
      return record.match.id;
    });
  };
}
