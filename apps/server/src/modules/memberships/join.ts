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
import { conflict, notFound } from '#server/lib/domain-error.js';
import { idempotencyOf, type Idempotency } from '#server/modules/payments/payments.service.js';
import { createUsersRepo, findSignInAccount } from '#server/modules/users/users.service.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { membershipsRepo, plansRepo, type PlanRow } from './memberships.repo.js';
import { checkChannel, type PeriodPayments } from './period-payments.js';

export interface JoinRequest {
  callerId: string;
  method: PaymentMethod;
  body: JoinPlanBody;
  idempotencyKey?: string;
}

/** A plan players may join: on offer (not archived) and public. */
function joinable(plan: PlanRow | undefined): PlanRow {
  if (!plan || plan.archived_at !== null || plan.visibility !== 'public') throw notFound('Plan');
  return plan;
}

/**
 * Joining a plan. A player holds one membership at a club: active or due, they are refused
 * (409); a pending one is resumed when it is the same plan and method with its payment still
 * open, and otherwise dropped (its unpaid payment cancelled) for the new one.
 */
export function createJoin(deps: MembershipsDeps, periods: PeriodPayments) {
  const { db, payments, clubs } = deps;

  /** The player's membership at the club, checked: null, or a pending one to resume. */
  async function heldAt(tx: Tx, userId: string, clubId: string, refusal: () => Error) {
    const current = await membershipsRepo.currentAt(tx.db, userId, clubId);
    if (current && current.status !== 'pending') throw refusal();
    return current ?? null;
  }

  /** A plan for a customer category is joined in the app by the customers in it only. */
  async function checkCategory(tx: Tx, plan: PlanRow, userId: string) {
    const categoryId = plan.category_id;
    if (categoryId === null) return;
    if (await deps.categories.holds(tx.db, { clubId: plan.club_id, userId, categoryId })) return;
    throw conflict(
      conflictCodes.NOT_IN_CATEGORY,
      'This plan is for some of the club’s customers only; ask the club to add you',
    );
  }

  async function startJoin(tx: Tx, request: JoinRequest, idempotency?: Idempotency) {
    const plan = joinable(await plansRepo.find(tx.db, request.body.planId));
    const club = await periods.openClub(tx, plan.club_id);
    checkChannel(plan, request.method, request.body.phone);
    await checkCategory(tx, plan, request.callerId);
    const current = await heldAt(tx, request.callerId, club.id, () =>
      conflict(conflictCodes.ALREADY_MEMBER, 'You are already a member of this club'),
    );
    const resumed =
      current?.plan_id === plan.id && (await periods.resumable(tx, current, request.method));
    if (resumed) return resumed;
    if (current) await periods.end(tx, current);
    const { phone } = request.body;
    const payerPhone = phone ? phoneInClub(phone, club.time_zone) : null;
    const input = { userId: request.callerId, plan, method: request.method, payerPhone };
    return periods.newMembership(tx, input, idempotency);
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
        const current = await heldAt(tx, player.id, club.id, () =>
          conflict(conflictCodes.ALREADY_MEMBER, 'This player is already a member of this club'),
        );
        if (current) await periods.end(tx, current);
        const input = { userId: player.id, plan, method: 'cash' as const, payerPhone: null };
        return periods.newMembership(tx, input);
      });
      await payments.markCash(userId, payment.id, 'collected');
      return payment.subject_id;
    },
  };
}
