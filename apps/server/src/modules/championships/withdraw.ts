import type { Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { openRequestsOf, withdrawRequest } from './championships.repo.js';

/**
 * Account closure's step for championships, in the closure's transaction (the person's payer
 * row locked): every application to a championship that has not started is withdrawn (closed
 * as rejected) and what was paid for it goes back the way it came. Answers the payments to
 * refund through a provider once the transaction has committed.
 */
export function createWithdrawAll({ clock, payments }: ChampionshipsDeps) {
  return async function withdrawAllOf(tx: Tx, userId: string): Promise<string[]> {
    const now = clock.now().toISOString();
    const requests = await openRequestsOf(tx.db, userId, now);
    const providerRefunds: string[] = [];
    for (const request of requests) {
      const route = request.payment_id ? await payments.refund(tx, request.payment_id) : 'none';
      if (route === 'provider' && request.payment_id) providerRefunds.push(request.payment_id);
      await withdrawRequest(tx.db, request.id, now);
    }
    return providerRefunds;
  };
}
