import type { ClubPlans, Plan, ValidPlanBody } from '@courtside/shared';
import { invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { clubReads, type ClubRow } from '#server/modules/clubs/clubs.service.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { planColumns, toPlan } from './membership.mapper.js';
import { plansRepo, type PlanRow } from './memberships.repo.js';

/** A plan is for one of the club's own customer categories, if any. */
async function checkCategory(deps: MembershipsDeps, club: ClubRow, body: ValidPlanBody) {
  if (body.categoryId === null) return;
  if (!(await deps.categories.namesOf(deps.db, club.id)).has(body.categoryId))
    throw invalidField('body.categoryId', 'Not a customer category of this club');
}

/** Member prices name only the club's own courts. */
async function checkCourts(deps: MembershipsDeps, club: ClubRow, body: ValidPlanBody) {
  const courtIds = body.discount?.courtIds;
  if (!courtIds) return;
  const own = new Set(
    (await clubReads.courtsOfClubs(deps.db, [club.id], { withRetired: true })).map((c) => c.id),
  );
  if (courtIds.some((id) => !own.has(id)))
    throw invalidField('body.discount.courtIds', 'Not a court of this club');
}

/**
 * A club's membership plans: its owner sets them (the 'plans' action, the owner's alone);
 * players see the public ones on the club's page. Removing a plan archives it: no one joins
 * it, and its members keep it to the end of their period, when it does not renew.
 */
export function createPlans(
  deps: MembershipsDeps,
  membershipOf: (
    userId: string,
    clubId: string,
    clubName: string,
  ) => Promise<ClubPlans['membership']>,
) {
  const { db, clock, clubs } = deps;
  const clubOf = (userId: string) => clubs.access.clubRunBy(userId, 'plans');

  async function withCounts(club: ClubRow, rows: PlanRow[]): Promise<Plan[]> {
    const [counts, names] = await Promise.all([
      plansRepo.memberCounts(
        db,
        rows.map((row) => row.id),
      ),
      deps.categories.namesOf(db, club.id),
    ]);
    return rows.map((row) => toPlan(row, names, counts.get(row.id) ?? 0));
  }

  async function ownPlan(club: ClubRow, planId: string): Promise<PlanRow> {
    const plan = await plansRepo.find(db, planId);
    if (!plan || plan.club_id !== club.id || plan.archived_at !== null) throw notFound('Plan');
    return plan;
  }

  return {
    async list(userId: string): Promise<Plan[]> {
      const club = await clubOf(userId);
      return withCounts(club, await plansRepo.ofClub(db, club.id));
    },

    async create(userId: string, body: ValidPlanBody): Promise<Plan> {
      const club = await clubOf(userId);
      await checkCourts(deps, club, body);
      await checkCategory(deps, club, body);
      const id = newId();
      await plansRepo.insert(db, {
        id,
        club_id: club.id,
        currency: club.currency,
        created_at: clock.now().toISOString(),
        archived_at: null,
        ...planColumns(body),
      });
      return (await withCounts(club, [(await plansRepo.find(db, id))!]))[0]!;
    },

    /** Members keep their period; the new terms apply to their bookings from now on. */
    async update(userId: string, planId: string, body: ValidPlanBody): Promise<Plan> {
      const club = await clubOf(userId);
      await ownPlan(club, planId);
      await checkCourts(deps, club, body);
      await checkCategory(deps, club, body);
      if (!(await plansRepo.update(db, planId, planColumns(body)))) throw notFound('Plan');
      return (await withCounts(club, [(await plansRepo.find(db, planId))!]))[0]!;
    },

    async archive(userId: string, planId: string): Promise<void> {
      const club = await clubOf(userId);
      await ownPlan(club, planId);
      await plansRepo.update(db, planId, { archived_at: clock.now().toISOString() });
    },

    /** The plans a player may join at an open club, and theirs there. */
    async ofClub(callerId: string, clubId: string): Promise<ClubPlans> {
      const club = (await clubReads.clubsById(db, [clubId])).get(clubId);
      if (!club || club.suspended_at !== null) throw notFound('Club');
      const [plans, names] = await Promise.all([
        plansRepo.ofClub(db, club.id, true),
        deps.categories.namesOf(db, club.id),
      ]);
      return {
        // The owner's fields (members, visibility, grace) are left out by the answer's schema.
        plans: plans.map((row) => toPlan(row, names)),
        membership: await membershipOf(callerId, club.id, club.name),
      };
    },
  };
}
