import { coinsForAmount, graceEnd, periodEnd } from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { tellMember } from './membership-periods.js';
import {
  membershipsRepo,
  plansRepo,
  type MembershipRow,
  type PlanRow,
} from './memberships.repo.js';

/** How many memberships one sweep moves at most; the next sweep takes the rest. */
const batch = 200;

/**
 * The renewal sweep (docs/decisions.md, "Memberships"), run once across processes by the job
 * queue. A period that ended: a plan that does not renew (stopped, archived, one-off) ends;
 * a member who paid the last period with coins and has enough is charged coins for the next,
 * from the old end; anyone else is due and told, and lapses (told again) when the club's grace
 * days are over. Each membership moves in its own transaction under its member's payer lock,
 * read again under it and moved only from the state it was read in: two sweeps move it once.
 */
export function createRenewals(deps: MembershipsDeps) {
  const { db, clock, log, payments } = deps;

  /** Read again under the member's lock: still active with its period ended? */
  async function endedUnderLock(tx: Tx, id: string, userId: string, nowIso: string) {
    await payments.lockPayer(tx, userId);
    const row = await membershipsRepo.find(tx.db, id);
    if (!row || row.status !== 'active' || !row.period_ends_at || row.period_ends_at > nowIso)
      return null;
    return row;
  }

  async function chargeCoins(tx: Tx, row: MembershipRow, plan: PlanRow, end: string) {
    const nowIso = clock.now().toISOString();
    const next = periodEnd(end, plan.period);
    const moved = await membershipsRepo.move(
      tx.db,
      row.id,
      { status: 'active', periodEndsAt: end },
      { period_ends_at: next, updated_at: nowIso },
    );
    if (!moved) return;
    const payment = await payments.create(tx, {
      payerId: row.user_id,
      purpose: 'membership',
      subjectId: row.id,
      method: 'coins',
      amount: plan.price,
      currency: plan.currency,
      payeeClubId: plan.club_id,
      item: { name: plan.name, startsAt: end },
    });
    await membershipsRepo.move(
      tx.db,
      row.id,
      { status: 'active' },
      { payment_id: payment.id, updated_at: nowIso },
    );
  }

  /** Whether the last period was paid with coins and the balance pays the next one. */
  async function paysWithCoins(tx: Tx, row: MembershipRow, plan: PlanRow): Promise<boolean> {
    const last = row.payment_id ? await payments.record(row.payment_id, tx) : null;
    if (last?.method !== 'coins') return false;
    return (await payments.coins.balance(tx.db, row.user_id)) >= coinsForAmount(plan.price);
  }

  async function renewOne(id: string, userId: string, nowIso: string) {
    await inTransaction(db, async (tx) => {
      const row = await endedUnderLock(tx, id, userId, nowIso);
      if (!row) return;
      const end = row.period_ends_at!;
      const plan = (await plansRepo.find(tx.db, row.plan_id))!;
      const when = { status: 'active' as const, periodEndsAt: end };
      if (row.renews === 0 || plan.archived_at !== null || plan.period === 'once') {
        await membershipsRepo.move(tx.db, id, when, { status: 'cancelled', updated_at: nowIso });
        return;
      }
      if (await paysWithCoins(tx, row, plan)) return chargeCoins(tx, row, plan, end);
      const due = await membershipsRepo.move(tx.db, id, when, {
        status: 'due',
        grace_ends_at: graceEnd(end, plan.grace_days),
        updated_at: nowIso,
      });
      if (due) await tellMember(deps, tx, row, 'membership_due', plan.name);
    });
  }

  /** A due membership past its grace days lapses; its unpaid checkout is closed. */
  async function lapseOne(id: string, userId: string, nowIso: string) {
    await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, userId);
      const row = await membershipsRepo.find(tx.db, id);
      if (!row || row.status !== 'due' || (row.grace_ends_at ?? '') > nowIso) return;
      const lapsed = await membershipsRepo.move(
        tx.db,
        id,
        { status: 'due', periodEndsAt: row.period_ends_at },
        { status: 'lapsed', updated_at: nowIso },
      );
      if (!lapsed) return;
      const payment = row.payment_id ? await payments.record(row.payment_id, tx) : null;
      if (payment?.status === 'pending' || payment?.status === 'due_at_club')
        await payments.cancel(tx, payment.id);
      const plan = (await plansRepo.find(tx.db, row.plan_id))!;
      await tellMember(deps, tx, row, 'membership_lapsed', plan.name);
    });
  }

  /** Runs one membership's step; one that fails is logged and left for the next sweep. */
  async function each(
    rows: readonly { id: string; user_id: string }[],
    step: (id: string, userId: string) => Promise<void>,
  ) {
    for (const row of rows) {
      try {
        await step(row.id, row.user_id);
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
    await each(await membershipsRepo.periodsEnded(db, nowIso, batch), (id, userId) =>
      renewOne(id, userId, nowIso),
    );
    await each(await membershipsRepo.gracesOver(db, nowIso, batch), (id, userId) =>
      lapseOne(id, userId, nowIso),
    );
  };
}
