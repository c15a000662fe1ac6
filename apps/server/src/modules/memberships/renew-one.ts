import { coinsForAmount, graceEnd, periodEnd } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { tellMember } from './membership-periods.js';
import {
  membershipsRepo,
  plansRepo,
  type MembershipRow,
  type PlanRow,
} from './memberships.repo.js';

/**
 * One membership's step at its period's end, in the sweep's transaction under the member's
 * payer lock: read again under it, and moved only from the state it was read in (its status
 * and its period's end), so two sweeps move it once.
 */
export function createRenewOne(deps: MembershipsDeps) {
  const { clock, payments } = deps;

  /** The next period from the old end, paid with coins (a payment born paid, with its receipt). */
  async function chargeCoins(tx: Tx, row: MembershipRow, plan: PlanRow, end: string) {
    const nowIso = clock.now().toISOString();
    const moved = await membershipsRepo.move(
      tx.db,
      row.id,
      { status: 'active', periodEndsAt: end },
      { period_ends_at: periodEnd(end, plan.period), updated_at: nowIso },
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

  /** The due period's checkout (or cash owed) closes with the membership. */
  async function cancelUnpaid(tx: Tx, row: MembershipRow) {
    const payment = row.payment_id ? await payments.record(row.payment_id, tx) : null;
    if (payment?.status === 'pending' || payment?.status === 'due_at_club')
      await payments.cancel(tx, payment.id);
  }

  const renews = (row: MembershipRow, plan: PlanRow) =>
    row.renews === 1 && plan.archived_at === null && plan.period !== 'once';

  return {
    /** An active membership whose period ended: ends, is charged coins, or falls due. */
    async renew(tx: Tx, id: string, userId: string, nowIso: string): Promise<void> {
      await payments.lockPayer(tx, userId);
      const row = await membershipsRepo.find(tx.db, id);
      const end = row?.status === 'active' ? row.period_ends_at : null;
      if (!row || !end || end > nowIso) return;
      const plan = (await plansRepo.find(tx.db, row.plan_id))!;
      const when = { status: 'active' as const, periodEndsAt: end };
      if (!renews(row, plan)) {
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
    },

    /** A due membership past its grace days lapses; its unpaid payment is cancelled. */
    async lapse(tx: Tx, id: string, userId: string, nowIso: string): Promise<void> {
      await payments.lockPayer(tx, userId);
      const row = await membershipsRepo.find(tx.db, id);
      if (row?.status !== 'due' || (row.grace_ends_at ?? '') > nowIso) return;
      const when = { status: 'due' as const, periodEndsAt: row.period_ends_at };
      if (!(await membershipsRepo.move(tx.db, id, when, { status: 'lapsed', updated_at: nowIso })))
        return;
      await cancelUnpaid(tx, row);
      const plan = (await plansRepo.find(tx.db, row.plan_id))!;
      await tellMember(deps, tx, row, 'membership_lapsed', plan.name);
    },
  };
}
