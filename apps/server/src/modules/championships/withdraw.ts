import type { Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';

/**
 * Account closure's step for championships, in the closure's transaction (the person's payer
 * row locked): every application to a championship that has not started is withdrawn (closed
 * as rejected) and what was paid for it goes back the way it came. Answers the payments to
 * refund through a provider once the transaction has committed.
 */
export function createWithdrawAll({ clock, payments }: ChampionshipsDeps) {
  return async function withdrawAllOf(tx: Tx, userId: string): Promise<string[]> {
    const now = clock.now().toISOString();
    const requests = await tx.db
      .selectFrom('championship_requests')
      .innerJoin('championships', 'championships.id', 'championship_requests.championship_id')
      .select(['championship_requests.id', 'championship_requests.payment_id'])
      .where('championship_requests.user_id', '=', userId)
      .where('championship_requests.status', '!=', 'rejected')
      .where('championship_requests.closed_at', 'is', null)
      .where('championships.deleted_at', 'is', null)
      .where('championships.starts_at', '>', now)
      .execute();
    const providerRefunds: string[] = [];
    for (const request of requests) {
      const route = request.payment_id ? await payments.refund(tx, request.payment_id) : 'none';
      if (route === 'provider' && request.payment_id) providerRefunds.push(request.payment_id);
      await tx.db
        .updateTable('championship_requests')
        .set({ status: 'rejected', closed_at: now })
        .where('id', '=', request.id)
        .execute();
    }
    return providerRefunds;
  };
}
