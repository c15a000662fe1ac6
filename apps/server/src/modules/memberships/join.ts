import {
  conflictCodes,
  regionOfTimeZone,
  type GiveMembershipBody,
  type JoinPlanBody,
  type PaymentMethod,
  type PurchaseStart,
} from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { clubReads, type ClubRow } from '#server/modules/clubs/clubs.service.js';
import {
  idempotencyOf,
  type Idempotency,
  type PaymentRecord,
} from '#server/modules/payments/payments.service.js';
import { createUsersRepo, findSignInAccount } from '#server/modules/users/users.service.js';
import type { MembershipsDeps } from './memberships-deps.js';
import type { MembershipPeriods } from './membership-periods.js';
import {
  membershipsRepo,
  plansRepo,
  type MembershipRow,
  type PlanRow,
} from './memberships.repo.js';

export interface JoinRequest {
  callerId: string;
  method: PaymentMethod;
  body: JoinPlanBody;
  idempotencyKey?: string;
}

export interface PayRequest {
  callerId: string;
  membershipId: string;
  method: PaymentMethod;
  body: { phone?: string };
  idempotencyKey?: string;
}

/** Cash is paid at the club, every other way in the app: each only where the plan is sold so. */
function checkChannel(plan: PlanRow, method: PaymentMethod, phone: string | undefined) {
  if (method === 'cash' && plan.sale_channel === 'app')
    throw invalidField('params.method', 'This plan is sold in the app only');
  if (method !== 'cash' && plan.sale_channel === 'club')
    throw invalidField('params.method', 'This plan is sold at the club only');
  if (method === 'wallet' && !phone)
    throw invalidField('body.phone', 'The mobile wallet needs the payer phone number');
}

const openPayment = (payment: PaymentRecord | null) =>
  payment?.status === 'pending' || payment?.status === 'due_at_club';

/**
 * Joining a plan and paying its periods, through payments (receipts included): coins pay at
 * once, cash is owed at the club until the desk collects it, the other ways open a hosted
 * checkout. A player holds one membership at a club: a pending one is resumed with the same
 * plan and method, and otherwise dropped (its unpaid payment cancelled) for the new one.
 */
export function createJoin(deps: MembershipsDeps, periods: MembershipPeriods) {
  const { db, clock, payments, clubs } = deps;

  const paymentOf = async (tx: Tx, membership: MembershipRow) =>
    membership.payment_id ? payments.record(membership.payment_id, tx) : null;

  async function openClub(tx: Tx, clubId: string): Promise<ClubRow> {
    const club = (await clubReads.clubsById(tx.db, [clubId])).get(clubId);
    if (!club || club.suspended_at !== null) throw notFound('Club');
    return club;
  }

  /** The open payment to resume (same method), or null once it is cancelled for a new one. */
  async function resumable(tx: Tx, payment: PaymentRecord | null, method: PaymentMethod) {
    if (!payment || !openPayment(payment)) return null;
    if (payment.method === method) return payment;
    await payments.cancel(tx, payment.id);
    return null;
  }

  /** A new payment of a period; paid at once (coins), it starts or extends the membership. */
  async function startPayment(
    tx: Tx,
    start: {
      membershipId: string;
      payerId: string;
      plan: PlanRow;
      method: PaymentMethod;
      payerPhone: string | null;
      startsAt: string;
      idempotency?: Idempotency;
    },
    record: (payment: PaymentRecord) => Promise<unknown>,
  ): Promise<PaymentRecord> {
    const { plan } = start;
    const payment = await payments.create(tx, {
      payerId: start.payerId,
      purpose: 'membership',
      subjectId: start.membershipId,
      method: start.method,
      amount: plan.price,
      currency: plan.currency,
      payerPhone: start.payerPhone,
      payeeClubId: plan.club_id,
      item: { name: plan.name, startsAt: start.startsAt },
      idempotency: start.idempotency,
    });
    await record(payment);
    if (payment.status === 'succeeded') await periods.paid(tx, start.membershipId, payment.id);
    return payment;
  }

  /** A new pending membership of the plan for the player, with its first payment. */
  function newMembership(
    tx: Tx,
    start: { userId: string; plan: PlanRow; method: PaymentMethod; payerPhone: string | null },
    idempotency?: Idempotency,
  ) {
    const nowIso = clock.now().toISOString();
    const membershipId = newId();
    return startPayment(
      tx,
      { ...start, membershipId, payerId: start.userId, startsAt: nowIso, idempotency },
      (payment) =>
        membershipsRepo.insert(tx.db, {
          id: membershipId,
          plan_id: start.plan.id,
          club_id: start.plan.club_id,
          user_id: start.userId,
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
  }

  /** Drops a pending membership (and its unpaid payment) that a new one replaces. */
  async function dropPending(tx: Tx, current: MembershipRow) {
    const payment = await paymentOf(tx, current);
    if (payment && openPayment(payment)) await payments.cancel(tx, payment.id);
    await membershipsRepo.move(
      tx.db,
      current.id,
      { status: 'pending' },
      { status: 'cancelled', updated_at: clock.now().toISOString() },
    );
  }

  async function startJoin(tx: Tx, request: JoinRequest, idempotency?: Idempotency) {
    const plan = await plansRepo.find(tx.db, request.body.planId);
    if (!plan || plan.archived_at !== null || plan.visibility !== 'public') throw notFound('Plan');
    const club = await openClub(tx, plan.club_id);
    checkChannel(plan, request.method, request.body.phone);
    const current = await membershipsRepo.currentAt(tx.db, request.callerId, club.id);
    if (current && current.status !== 'pending')
      throw conflict(conflictCodes.ALREADY_MEMBER, 'You are already a member of this club');
    if (current && current.plan_id === plan.id) {
      const resumed = await resumable(tx, await paymentOf(tx, current), request.method);
      if (resumed) return resumed;
    }
    if (current) await dropPending(tx, current);
    const payerPhone = request.body.phone ? phoneInClub(request.body.phone, club.time_zone) : null;
    const start = { userId: request.callerId, plan, method: request.method, payerPhone };
    return newMembership(tx, start, idempotency);
  }

  /** The period a membership waits to have paid: its first (pending) or the one due. */
  async function startPay(tx: Tx, request: PayRequest, idempotency?: Idempotency) {
    const membership = await membershipsRepo.find(tx.db, request.membershipId);
    if (!membership || membership.user_id !== request.callerId) throw notFound('Membership');
    const now = clock.now().toISOString();
    const due =
      membership.status === 'due' && (membership.grace_ends_at ?? '') > now
        ? membership.period_ends_at
        : null;
    if (membership.status !== 'pending' && !due)
      throw conflict(conflictCodes.NOTHING_TO_PAY, 'This membership has nothing to pay');
    const plan = (await plansRepo.find(tx.db, membership.plan_id))!;
    const club = await openClub(tx, plan.club_id);
    checkChannel(plan, request.method, request.body.phone);
    const resumed = await resumable(tx, await paymentOf(tx, membership), request.method);
    if (resumed) return resumed;
    const payerPhone = request.body.phone ? phoneInClub(request.body.phone, club.time_zone) : null;
    const start = {
      membershipId: membership.id,
      payerId: request.callerId,
      plan,
      method: request.method,
      payerPhone,
      startsAt: due ?? now,
      idempotency,
    };
    return startPayment(tx, start, async (payment) => {
      const moved = await membershipsRepo.move(
        tx.db,
        membership.id,
        { status: membership.status },
        { payment_id: payment.id, updated_at: now },
      );
      if (!moved)
        throw conflict(conflictCodes.NOTHING_TO_PAY, 'This membership has nothing to pay');
    });
  }

  return {
    async join(request: JoinRequest): Promise<PurchaseStart> {
      const idempotency = idempotencyOf(request.idempotencyKey, {
        purpose: 'membership',
        method: request.method,
        ...request.body,
      });
      const payment = await payments.purchases.startOnce(request.callerId, idempotency, (tx) =>
        startJoin(tx, request, idempotency),
      );
      return payments.purchases.answer(payment);
    },

    async pay(request: PayRequest): Promise<PurchaseStart> {
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
    },

    /**
     * The club gives a plan to a player (by username or phone, read in the club's country),
     * paid at the desk in cash and collected at once: the membership is active now.
     */
    async give(userId: string, body: GiveMembershipBody): Promise<string> {
      const club = await clubs.access.clubRunBy(userId, 'plans');
      const plan = await plansRepo.find(db, body.planId);
      if (!plan || plan.club_id !== club.id || plan.archived_at !== null) throw notFound('Plan');
      const region = regionOfTimeZone(club.time_zone);
      const player = await findSignInAccount(createUsersRepo(db), body.player, region);
      if (!player || player.deleted_at !== null || player.role !== 'player')
        throw notFound('Player');
      const payment = await inTransaction(db, async (tx) => {
        await payments.lockBuyer(tx, player.id);
        const current = await membershipsRepo.currentAt(tx.db, player.id, club.id);
        if (current && current.status !== 'pending')
          throw conflict(
            conflictCodes.ALREADY_MEMBER,
            'This player is already a member of this club',
          );
        if (current) await dropPending(tx, current);
        const start = { userId: player.id, plan, method: 'cash' as const, payerPhone: null };
        return newMembership(tx, start);
      });
      await payments.markCash(userId, payment.id, 'collected');
      return payment.subject_id;
    },
  };
}
export type Join = ReturnType<typeof createJoin>;
