import type { PaymentMethod } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { clubReads, type ClubRow } from '#server/modules/clubs/clubs.service.js';
import type { Idempotency, PaymentRecord } from '#server/modules/payments/payments.service.js';
import type { MembershipsDeps } from './memberships-deps.js';
import type { MembershipPeriods } from './membership-periods.js';
import { membershipsRepo, type MembershipRow, type PlanRow } from './memberships.repo.js';

/** Cash is paid at the club, every other way in the app: each only where the plan is sold so. */
export function checkChannel(plan: PlanRow, method: PaymentMethod, phone: string | undefined) {
  if (method === 'cash' && plan.sale_channel === 'app')
    throw invalidField('params.method', 'This plan is sold in the app only');
  if (method !== 'cash' && plan.sale_channel === 'club')
    throw invalidField('params.method', 'This plan is sold at the club only');
  if (method === 'wallet' && !phone)
    throw invalidField('body.phone', 'The mobile wallet needs the payer phone number');
}

const isOpen = (payment: PaymentRecord | null) =>
  payment?.status === 'pending' || payment?.status === 'due_at_club';

export interface PeriodPaymentStart {
  membershipId: string;
  payerId: string;
  plan: PlanRow;
  method: PaymentMethod;
  payerPhone: string | null;
  /** When the period paid starts, as its receipt names it. */
  startsAt: string;
  idempotency?: Idempotency;
}

/** The club a membership is paid to, open to players (not suspended). */
async function openClub(tx: Tx, clubId: string): Promise<ClubRow> {
  const club = (await clubReads.clubsById(tx.db, [clubId])).get(clubId);
  if (!club || club.suspended_at !== null) throw notFound('Club');
  return club;
}

/**
 * A membership period's payment, through payments (receipts included): coins pay at once,
 * cash is owed at the club until the desk collects it, the other ways open a hosted checkout.
 * Every function runs in the caller's transaction, the payer locked.
 */
export function createPeriodPayments(
  deps: Pick<MembershipsDeps, 'clock' | 'payments'>,
  periods: MembershipPeriods,
) {
  const { clock, payments } = deps;

  const paymentOf = async (tx: Tx, membership: MembershipRow) =>
    membership.payment_id ? payments.record(membership.payment_id, tx) : null;

  /** A new payment of a period; `record` names it on the membership before it can be paid. */
  async function start(
    tx: Tx,
    input: PeriodPaymentStart,
    record: (payment: PaymentRecord) => Promise<unknown>,
  ): Promise<PaymentRecord> {
    const { plan } = input;
    const payment = await payments.create(tx, {
      payerId: input.payerId,
      purpose: 'membership',
      subjectId: input.membershipId,
      method: input.method,
      amount: plan.price,
      currency: plan.currency,
      payerPhone: input.payerPhone,
      payeeClubId: plan.club_id,
      item: { name: plan.name, startsAt: input.startsAt },
      idempotency: input.idempotency,
    });
    await record(payment);
    if (payment.status === 'succeeded') await periods.paid(tx, input.membershipId, payment.id);
    return payment;
  }

  return {
    paymentOf,
    start,

    openClub,

    /** The open payment to resume (same method), or null once it is cancelled for a new one. */
    async resumable(tx: Tx, membership: MembershipRow, method: PaymentMethod) {
      const payment = await paymentOf(tx, membership);
      if (!payment || !isOpen(payment)) return null;
      if (payment.method === method) return payment;
      await payments.cancel(tx, payment.id);
      return null;
    },

    /** A new pending membership of the plan for the player, with its first payment. */
    newMembership(
      tx: Tx,
      input: { userId: string; plan: PlanRow; method: PaymentMethod; payerPhone: string | null },
      idempotency?: Idempotency,
    ) {
      const nowIso = clock.now().toISOString();
      const membershipId = newId();
      const first = { ...input, membershipId, payerId: input.userId, startsAt: nowIso };
      return start(tx, { ...first, idempotency }, (payment) =>
        membershipsRepo.insert(tx.db, {
          id: membershipId,
          plan_id: input.plan.id,
          club_id: input.plan.club_id,
          user_id: input.userId,
          status: 'pending',
          renews: 1,
          started_at: null,
          period_ends_at: null,
          grace_ends_at: null,
          payment_id: payment.id,
          created_at: nowIso,
          updated_at: nowIso,
        }),
      );
    },

    /** Ends a membership now: its unpaid payment is cancelled (a paid period is not refunded). */
    async end(tx: Tx, membership: MembershipRow): Promise<boolean> {
      const payment = await paymentOf(tx, membership);
      if (payment && isOpen(payment)) await payments.cancel(tx, payment.id);
      return membershipsRepo.move(
        tx.db,
        membership.id,
        { status: membership.status },
        { status: 'cancelled', updated_at: clock.now().toISOString() },
      );
    },
  };
}
export type PeriodPayments = ReturnType<typeof createPeriodPayments>;
