import { periodEnd, type NotificationKind } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { membershipsRepo, plansRepo, type MembershipRow } from './memberships.repo.js';

/** Tells the member what became of their membership, naming the plan and the club. */
export async function tellMember(
  deps: Pick<MembershipsDeps, 'notifications'>,
  tx: Tx,
  membership: Pick<MembershipRow, 'id' | 'user_id' | 'club_id'>,
  kind: Extract<NotificationKind, `membership_${string}`>,
  planName: string,
): Promise<void> {
  const club = (await clubReads.clubsById(tx.db, [membership.club_id])).get(membership.club_id);
  await deps.notifications.record(tx, membership.user_id, kind, {
    membershipId: membership.id,
    clubId: membership.club_id,
    club: club?.name ?? '',
    plan: planName,
  });
}

/**
 * A membership's periods as they are paid: the first payment starts it now, a due period's
 * payment starts the next period where the last one ended. Each move is conditional on the
 * state it was read in, so a payment settled twice (or raced) moves it once.
 */
export function createMembershipPeriods(deps: Pick<MembershipsDeps, 'clock' | 'notifications'>) {
  return {
    /** The period `paymentId` paid: false when the membership no longer waits for it. */
    async paid(tx: Tx, membershipId: string, paymentId: string): Promise<boolean> {
      const membership = await membershipsRepo.find(tx.db, membershipId);
      if (!membership || membership.payment_id !== paymentId) return false;
      if (membership.status === 'active') return true;
      const plan = await plansRepo.find(tx.db, membership.plan_id);
      if (!plan) return false;
      const nowIso = deps.clock.now().toISOString();
      const when = { status: membership.status, paymentId };
      if (membership.status === 'pending') {
        const moved = await membershipsRepo.move(tx.db, membership.id, when, {
          status: 'active',
          started_at: nowIso,
          period_ends_at: periodEnd(nowIso, plan.period),
          updated_at: nowIso,
        });
        if (moved) await tellMember(deps, tx, membership, 'membership_started', plan.name);
        return moved;
      }
      if (membership.status !== 'due' || !membership.period_ends_at) return false;
      return membershipsRepo.move(tx.db, membership.id, when, {
        status: 'active',
        period_ends_at: periodEnd(membership.period_ends_at, plan.period),
        grace_ends_at: null,
        updated_at: nowIso,
      });
    },
  };
}
export type MembershipPeriods = ReturnType<typeof createMembershipPeriods>;
