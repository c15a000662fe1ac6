import type { Tx } from '#server/db/transaction.js';
import type { PurposeHandler } from '#server/modules/payments/payments.service.js';
import type { MembershipsDeps } from './memberships-deps.js';
import type { MembershipPeriods } from './membership-periods.js';
import { membershipsRepo } from './memberships.repo.js';

/**
 * What a membership's payment does when it settles (registered with payments): paid, it starts
 * or extends the period it was for, if the membership still waits for it (else it is
 * refunded); declined, the membership stays as it was, for the player to pay another way.
 * Cash at the club: collected pays it; a no-show ends a membership that never started.
 */
export function membershipPaymentHandler(
  deps: Pick<MembershipsDeps, 'clock'>,
  periods: MembershipPeriods,
): PurposeHandler {
  const paid = (tx: Tx, payment: { id: string; subject_id: string }) =>
    periods.paid(tx, payment.subject_id, payment.id);
  return {
    succeeded: paid,
    succeededLate: paid,
    async failed() {},
    async cashMarked(tx, payment, outcome) {
      if (outcome === 'collected') {
        await paid(tx, payment);
        return;
      }
      const nowIso = deps.clock.now().toISOString();
      await membershipsRepo.move(
        tx.db,
        payment.subject_id,
        { status: 'pending', paymentId: payment.id },
        { status: 'cancelled', updated_at: nowIso },
      );
    },
  };
}
