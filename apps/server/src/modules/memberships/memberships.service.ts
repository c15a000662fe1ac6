import type { Membership } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { inTransaction } from '#server/db/transaction.js';
import { notFound } from '#server/lib/domain-error.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { createJoin } from './join.js';
import { customerSection, memberPersonalData } from './member-data.js';
import { membershipPaymentHandler } from './membership-payments.js';
import { createMembershipPeriods } from './membership-periods.js';
import { toMemberTerms, toMembership } from './membership.mapper.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { currentStatuses, membershipsRepo, type MembershipViewRow } from './memberships.repo.js';
import { createPayPeriod } from './pay-period.js';
import { createPeriodPayments } from './period-payments.js';
import { createPlans } from './plans.js';
import { createRenewals } from './renewals.js';

export type { MembershipsDeps } from './memberships-deps.js';

/** How many of its memberships a club's list shows, newest first. */
const clubListLength = 200;

/** Memberships named with their clubs, read in one more query. */
function withClubNames(db: Kysely<Database>, rows: readonly MembershipViewRow[]) {
  return clubReads.withClubs(
    db,
    rows,
    (row) => row.club_id,
    (row, club) => toMembership(row, club.name),
  );
}

/**
 * Club memberships (docs/decisions.md, "Memberships"): a club's plans, players joining and
 * paying them through payments, the renewal sweep, and the member terms (prices, horizon,
 * limits, notice) bookings read through the reader injected into them.
 */
export function createMemberships(deps: MembershipsDeps) {
  const { db, clock, clubs, payments } = deps;
  const periods = createMembershipPeriods(deps);
  payments.registerPurpose('membership', membershipPaymentHandler(deps, periods));
  const periodPayments = createPeriodPayments(deps, periods);
  const join = createJoin(deps, periodPayments);

  async function shown(id: string): Promise<Membership> {
    const row = await membershipsRepo.one(db, id);
    if (!row) throw notFound('Membership');
    return (await withClubNames(db, [row]))[0]!;
  }

  async function membershipOf(userId: string, clubId: string, clubName: string) {
    const current = await membershipsRepo.currentAt(db, userId, clubId);
    const row = current && (await membershipsRepo.one(db, current.id));
    return row ? toMembership(row, clubName) : null;
  }

  return {
    plans: createPlans(deps, membershipOf),
    join: join.join,
    pay: createPayPeriod(deps, periodPayments),
    give: async (ownerId: string, body: Parameters<typeof join.give>[1]) =>
      shown(await join.give(ownerId, body)),
    sweepRenewals: createRenewals(deps),
    customerSection,
    personalData: memberPersonalData(periodPayments),

    mine: async (userId: string) => withClubNames(db, await membershipsRepo.ofUser(db, userId)),

    async ofClub(ownerId: string): Promise<Membership[]> {
      const club = await clubs.access.clubRunBy(ownerId, 'plans');
      return withClubNames(db, await membershipsRepo.ofClub(db, club.id, clubListLength));
    },

    /** Stops or resumes renewing; `cancel` ends it now, without a refund of the period paid. */
    async change(userId: string, id: string, body: { renews?: boolean; cancel?: true }) {
      const row = await membershipsRepo.find(db, id);
      if (!row || row.user_id !== userId || !currentStatuses.includes(row.status))
        throw notFound('Membership');
      await inTransaction(db, async (tx) => {
        await payments.lockPayer(tx, userId);
        if (body.cancel) return periodPayments.end(tx, row);
        const renews = body.renews ? 1 : 0;
        const at = clock.now().toISOString();
        return membershipsRepo.move(tx.db, id, { status: row.status }, { renews, updated_at: at });
      });
      return shown(id);
    },

    /** A player's terms at a club while their membership is in good standing, else null. */
    async memberTerms(from: Kysely<Database>, userId: string, clubId: string) {
      const plan = await membershipsRepo.termsAt(from, userId, clubId, clock.now().toISOString());
      return plan ? toMemberTerms(plan) : null;
    },
  };
}
export type Memberships = ReturnType<typeof createMemberships>;
