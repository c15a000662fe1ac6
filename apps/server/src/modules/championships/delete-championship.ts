import { notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { championshipOwner, type ChampionshipsDeps } from './championships-deps.js';
import {
  closeRequest,
  lockChampionship,
  markDeleted,
  requestsOf,
  requestsToClose,
  type RequestRow,
} from './championships.repo.js';
import { releaseFixtureClaims } from './season-claims.js';

/**
 * SPEC 2 Delete, by the club owner: the championship is marked deleted and its court hours
 * are freed in one transaction, with a notification to every player who applied. Then each
 * request's money goes back the way it came, one payer per transaction (docs/decisions.md,
 * "One order of locks"): coins at once, online payments through their provider after the
 * commit (a refused refund stays refund_pending and the sweeper retries it), and a checkout
 * still open is cancelled, so a later approval is refunded too. A request is closed in the
 * same transaction as its refund; one left open (a failure, a crash) is closed by the sweeper.
 */
export function createDeleteChampionship(deps: ChampionshipsDeps) {
  const { db, clock, clubs, courtTime, payments, notifications } = deps;

  /** Each request's money back and the request closed; a failed one is left to the sweeper. */
  const closeEach = (requests: readonly RequestRow[]) =>
    payments.purchases.callOffEach(
      requests.map((request) => ({
        payerId: request.user_id,
        paymentId: request.payment_id,
        close: (tx: Tx) => closeRequest(tx.db, request.id, clock.now().toISOString()),
        logFields: { requestId: request.id },
      })),
    );

  /** Marks the championship deleted, frees its hours, tells who applied; in `tx`. */
  async function markAndNotify(tx: Tx, id: string, name: string) {
    if (!(await markDeleted(tx.db, id, clock.now().toISOString()))) return false;
    await courtTime.release(tx, championshipOwner(id));
    await releaseFixtureClaims(deps, tx, id);
    const involved = (await requestsOf(tx.db, [id])).filter((r) => r.status !== 'rejected');
    for (const request of involved)
      await notifications.record(tx, request.user_id, 'championship_deleted', {
        championshipId: id,
        championship: name,
      });
    return true;
  }

  /** A closure of the club or court over the championship: deleted, its entries refunded. */
  courtTime.onClosure('championship', {
    async callOff(tx, id) {
      const found = await lockChampionship(tx.db, id);
      if (found && !found.deleted_at) await markAndNotify(tx, id, found.name);
    },
    refund: async (ids) => void (await closeEach(await requestsOf(db, ids))),
  });

  return {
    async remove(callerId: string, id: string): Promise<void> {
      const found = await lockChampionship(db, id);
      if (!found || found.deleted_at) throw notFound('Championship');
      await clubs.access.clubFor(callerId, found.club_id, 'championships');
      if (!(await inTransaction(db, (tx) => markAndNotify(tx, id, found.name))))
        throw notFound('Championship');
      // Read after the commit: a payment settled meanwhile is on its request by now.
      await closeEach(await requestsOf(db, [id]));
    },

    /** The sweeper's round: requests of deleted championships still owed their money. */
    async closeDeleted(): Promise<number> {
      const open = await requestsToClose(db, 100);
      await closeEach(open);
      return open.length;
    },
  };
}
