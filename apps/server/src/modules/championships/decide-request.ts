import { conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import {
  findRequest,
  lockChampionship,
  moveRequest,
  placesTaken,
  type RequestRow,
} from './championships.repo.js';
import { checkRoom, liveChampionship } from './refusals.js';

/** A request the owner may still turn down: pending, or accepted and not yet paid for. */
function rejectable(request: RequestRow | undefined) {
  if (request?.status === 'pending') return { ...request, status: 'pending' as const };
  if (request?.status === 'confirmed' && !request.paid_at)
    return { ...request, status: 'confirmed' as const };
  return null;
}

type Answer = 'championship_request_accepted' | 'championship_request_rejected';

const decided = () => conflict(conflictCodes.REQUEST_DECIDED, 'This request was already answered');

/**
 * SPEC 7 PATCH /user/champion-request/{id}/confirm and /reject, by the club owner only. An
 * acceptance takes a place, counted under the championship's lock (two accepts for the last
 * place: one wins, the other is a 409). A rejection may also take back an acceptance not yet
 * paid for; a payment then still running is cancelled, so its approval is refunded.
 */
export function createDecideRequest(deps: ChampionshipsDeps) {
  const { db, clock, clubs, payments, notifications } = deps;

  async function ownedRequest(callerId: string, requestId: string) {
    const request = await findRequest(db, requestId);
    const championship = request && (await lockChampionship(db, request.championship_id));
    if (!request || !championship || championship.deleted_at) throw notFound('Request');
    await clubs.access.clubFor(callerId, championship.club_id, 'championships');
    return request;
  }

  async function accept(tx: Tx, request: RequestRow) {
    const row = liveChampionship(
      await lockChampionship(tx.db, request.championship_id),
      clock.now(),
    );
    checkRoom(row, (await placesTaken(tx.db, row.id)).confirmed);
    if (!(await moveRequest(tx.db, request.id, 'pending', 'confirmed'))) throw decided();
    await tell(tx, request, row.name, 'championship_request_accepted');
  }

  /** The player hears of the owner's answer, in the answer's own transaction. */
  async function tell(tx: Tx, request: RequestRow, championship: string, kind: Answer) {
    await notifications.record(tx, request.user_id, kind, {
      championshipId: request.championship_id,
      championship,
    });
  }

  async function reject(tx: Tx, request: RequestRow) {
    // Money first (docs/decisions.md, "One order of locks"): the player's coin row, then
    // their payment, then the championship.
    await payments.lockPayer(tx, request.user_id);
    const championship = await lockChampionship(tx.db, request.championship_id);
    const from = rejectable(await findRequest(tx.db, request.id));
    if (!from) throw decided();
    if (from.status === 'confirmed' && from.payment_id) await payments.cancel(tx, from.payment_id);
    await moveRequest(tx.db, request.id, from.status, 'rejected');
    await tell(tx, request, championship?.name ?? '', 'championship_request_rejected');
  }

  return async function decide(callerId: string, requestId: string, to: 'confirm' | 'reject') {
    const request = await ownedRequest(callerId, requestId);
    await inTransaction(db, (tx) => (to === 'confirm' ? accept(tx, request) : reject(tx, request)));
    return { id: request.id, isConfirmed: to === 'confirm' };
  };
}
