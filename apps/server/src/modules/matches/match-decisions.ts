import { conflictCodes, seatPlayers } from '@courtside/shared';
import { conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { partnerAsksOf } from './match.mapper.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import { tellPlayers } from './match-notices.js';
import { assertBeforeFillDeadline, assertNotStarted, assertOpen } from './match-rules.js';
import type { MatchShares } from '#server/modules/match-shares/match-shares.service.js';
import type { MatchesDeps } from './matches-deps.js';
import {
  answerPendingRequest,
  findRequest,
  loadMatch,
  lockMatch,
  matchOwnerId,
  takeEmptySeat,
  type MatchRecord,
  type RequestRow,
} from './matches.repo.js';

/**
 * The owner accepting or rejecting a request to join, under the match row's lock: of two
 * accepts racing for the last seat, one seats its players and the other changes nothing.
 * Each accepted player then has their share of the court to pay (match-shares.ts).
 */
export function createMatchDecisions(deps: MatchesDeps, shares: Pick<MatchShares, 'open'>) {
  const { db, clock } = deps;

  /** The request and its match, for its match's owner only (403 for anyone else). */
  async function ownedRequest(tx: Tx, callerId: string, requestId: string) {
    const request = await findRequest(tx.db, requestId);
    if (!request) throw notFound('Match request');
    if ((await matchOwnerId(tx.db, request.match_id)) !== callerId)
      throw forbidden('Only the match owner may answer its requests');
    await lockMatch(tx.db, request.match_id);
    const record = await loadMatch(tx.db, request.match_id);
    assertOpen(record);
    const locked = record.requests.find((row) => row.id === requestId)!;
    if (locked.status !== 'pending')
      throw conflict(conflictCodes.ALREADY_DECIDED, 'This request was already answered');
    return { request: locked, record };
  }

  /** The requester and the partners who accepted; refused while a partner has not answered. */
  function playersOf(request: RequestRow, asks: ReturnType<typeof partnerAsksOf>) {
    if (asks.some((ask) => ask.answer === 'pending'))
      throw conflict(
        conflictCodes.PARTNERS_NOT_ANSWERED,
        'Every partner named in this request must accept to play before it can be accepted',
      );
    return [
      request.user_id,
      ...asks.filter((ask) => ask.answer === 'accepted').map((ask) => ask.userId),
    ];
  }

  async function seat(tx: Tx, record: MatchRecord, players: readonly string[]) {
    const seats = seatsOf(record);
    if (seatedIds(seats).some((id) => players.includes(id)))
      throw conflict(
        conflictCodes.ALREADY_IN_MATCH,
        'A player of this request already has a seat in this match',
      );
    const placed = seatPlayers(seats, players);
    if (!placed)
      throw conflict(
        conflictCodes.NO_SEATS_LEFT,
        'The match no longer has enough free seats for this request',
      );
    for (const [order, index] of placed.placed.entries()) {
      if (!(await takeEmptySeat(tx.db, record.match.id, index, players[order]!)))
        throw new Error('Seat changed under the match lock');
    }
  }

  async function decide(callerId: string, requestId: string, accept: boolean): Promise<string> {
    return inTransaction(db, async (tx) => {
      const { request, record } = await ownedRequest(tx, callerId, requestId);
      const asks = partnerAsksOf(record, request);
      const told = [
        request.user_id,
        ...asks.filter((ask) => ask.answer !== 'declined').map((ask) => ask.userId),
      ];
      if (accept) {
        assertNotStarted(record, clock.now());
        assertBeforeFillDeadline(record, clock.now());
        const players = playersOf(request, asks);
        await seat(tx, record, players);
        await shares.open(tx, record.match.id, players);
      }
      await answerPendingRequest(tx.db, requestId, accept ? 'confirmed' : 'rejected');
      const answer = accept ? 'match_request_accepted' : 'match_request_rejected';
      await tellPlayers(deps, tx, told, answer, record.match);
      return record.match.id;
    });
  }

  return decide;
}
