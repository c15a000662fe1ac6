import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { membershipsRepo } from './memberships.repo.js';
import { createRenewOne } from './renew-one.js';

/** How many memberships one sweep moves at most; the next sweep takes the rest. */
const batch = 200;

type Step = (tx: Tx, id: string, userId: string, nowIso: string) => Promise<void>;

/**
 * The renewal sweep (docs/decisions.md, "Memberships"), run once across processes by the job
 * queue. A period that ended: a plan that does not renew (stopped, archived, one-off) ends;
 * a member who paid the last period with coins and has enough is charged coins for the next,
 * from the old end; anyone else is due and told, and lapses (told again) when the club's grace
 * days are over. Each membership moves in its own transaction (renew-one.ts).
 */
export function createRenewals(deps: MembershipsDeps) {
  const { db, clock, log } = deps;
  const one = createRenewOne(deps);

  /** Runs one membership's step; one that fails is logged and left for the next sweep. */
  async function each(rows: readonly { id: string; user_id: string }[], step: Step, at: string) {
    for (const row of rows) {
      try {
        await inTransaction(db, (tx) => step(tx, row.id, row.user_id, at));
      } catch (error) {
        log.error(
          { err: error, membershipId: row.id },
          'a membership renewal failed; retrying later',
        );
      }
    }
  }

  return async function sweepRenewals(): Promise<void> {
    const nowIso = clock.now().toISOString();
    await each(await membershipsRepo.periodsEnded(db, nowIso, batch), one.renew, nowIso);
    await each(await membershipsRepo.gracesOver(db, nowIso, batch), one.lapse, nowIso);
  };
}
