import { conflictCodes, type PaymentMethod, type PurchaseStart } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { idempotencyOf, type Idempotency } from '#server/modules/payments/payments.service.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { membershipsRepo, plansRepo, type MembershipRow } from './memberships.repo.js';
import { checkChannel, type PeriodPayments } from './period-payments.js';

export interface PayRequest {
  callerId: string;
  membershipId: string;
  method: PaymentMethod;
  body: { phone?: string };
  idempotencyKey?: string;
}

const nothingToPay = () =>
  conflict(conflictCodes.NOTHING_TO_PAY, 'This membership has nothing to pay');

/**
 * When the period a membership waits to have paid starts: its first (pending, from now) or
 * the one due (from the last period's end, within the grace days); else nothing is to pay.
 */
function periodToPay(membership: MembershipRow, nowIso: string): string {
  if (membership.status === 'pending') return nowIso;
  const inGrace = (membership.grace_ends_at ?? '') > nowIso;
  if (membership.status === 'due' && inGrace && membership.period_ends_at)
    return membership.period_ends_at;
  throw nothingToPay();
}

/** A member pays a pending period (its payment failed or ran out) or a due one. */
export function createPayPeriod(deps: MembershipsDeps, periods: PeriodPayments) {
  const { clock, payments } = deps;

  async function startPay(tx: Tx, request: PayRequest, idempotency?: Idempotency) {
    const membership = await membershipsRepo.find(tx.db, request.membershipId);
    if (!membership || membership.user_id !== request.callerId) throw notFound('Membership');
    const nowIso = clock.now().toISOString();
    const startsAt = periodToPay(membership, nowIso);
    const plan = (await plansRepo.find(tx.db, membership.plan_id))!;
    const club = await periods.openClub(tx, plan.club_id);
    checkChannel(plan, request.method, request.body.phone);
    const resumed = await periods.resumable(tx, membership, request.method);
    if (resumed) return resumed;
    const { phone } = request.body;
    const payerPhone = phone ? phoneInClub(phone, club.time_zone) : null;
    const input = { membershipId: membership.id, payerId: request.callerId, plan, startsAt };
    const start = { ...input, method: request.method, payerPhone, idempotency };
    return periods.start(tx, start, async (payment) => {
      const named = await membershipsRepo.move(
        tx.db,
        membership.id,
        { status: membership.status },
        { payment_id: payment.id, updated_at: nowIso },
      );
      if (!named) throw nothingToPay();
    });
  }

  return async function payPeriod(request: PayRequest): Promise<PurchaseStart> {
    const idempotency = idempotencyOf(request.idempotencyKey, {
      purpose: 'membership_period',
      membershipId: request.membershipId,
      method: request.method,
      ...request.body,
    });
    const payment = await payments.purchases.startOnce(request.callerId, idempotency, (tx) =>
      startPay(tx, request, idempotency),
    );
    return payments.purchases.answer(payment);
  };
}
