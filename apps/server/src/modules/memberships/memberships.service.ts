import type { CustomerSection, Membership } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { notFound } from '#server/lib/domain-error.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { createJoin } from './join.js';
import { membershipPaymentHandler } from './membership-payments.js';
import { createMembershipPeriods } from './membership-periods.js';
import { toMemberTerms, toMembership } from './membership.mapper.js';
import type { MembershipsDeps } from './memberships-deps.js';
import { currentStatuses, membershipsRepo, type MembershipViewRow } from './memberships.repo.js';
import { createPlans } from './plans.js';
import { createRenewals } from './renewals.js';

export type { MembershipsDeps } from './memberships-deps.js';

/** How many of its memberships a club's list shows, newest first. */
const clubListLength = 200;

/** Memberships named with their clubs, read in one more query. */
async function withClubNames(
  db: Kysely<Database>,
  rows: readonly MembershipViewRow[],
): Promise<Membership[]> {
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

  /** Ends the player's memberships now (their cancellation, or their account's closure). */
  async function end(tx: Tx, id: string, status: (typeof currentStatuses)[number]) {
    const nowIso = clock.now().toISOString();
    const row = await membershipsRepo.find(tx.db, id);
    const payment = row?.payment_id ? await payments.record(row.payment_id, tx) : null;
    if (payment?.status === 'pending' || payment?.status === 'due_at_club')
      await payments.cancel(tx, payment.id);
    return membershipsRepo.move(tx.db, id, { status }, { status: 'cancelled', updated_at: nowIso });
  }

  const join = createJoin(deps, periods);
  return {
    plans: createPlans(deps, membershipOf),
    join: join.join,
    pay: join.pay,
    sweepRenewals: createRenewals(deps),

    async give(ownerId: string, body: Parameters<typeof join.give>[1]): Promise<Membership> {
      return shown(await join.give(ownerId, body));
    },

    async mine(userId: string): Promise<Membership[]> {
      return withClubNames(db, await membershipsRepo.ofUser(db, userId));
    },

    async ofClub(ownerId: string): Promise<Membership[]> {
      const club = await clubs.access.clubRunBy(ownerId, 'plans');
      return withClubNames(db, await membershipsRepo.ofClub(db, club.id, clubListLength));
    },

    /**
     * Stops or resumes renewing; `cancel` ends it now, with no refund of the period paid (an
     * unpaid payment of it is cancelled).
     */
    async change(
      userId: string,
      id: string,
      body: { renews?: boolean; cancel?: true },
    ): Promise<Membership> {
      const row = await membershipsRepo.find(db, id);
      if (!row || row.user_id !== userId || !currentStatuses.includes(row.status))
        throw notFound('Membership');
      await inTransaction(db, async (tx) => {
        await payments.lockPayer(tx, userId);
        if (body.cancel) return end(tx, id, row.status);
        return membershipsRepo.move(
          tx.db,
          id,
          { status: row.status },
          { renews: body.renews ? 1 : 0, updated_at: clock.now().toISOString() },
        );
      });
      return shown(id);
    },

    /** A player's terms at a club while their membership is in good standing, else null. */
    async memberTerms(from: Kysely<Database>, userId: string, clubId: string) {
      const plan = await membershipsRepo.termsAt(from, userId, clubId, clock.now().toISOString());
      return plan ? toMemberTerms(plan) : null;
    },

    /** A customer page's section: the person's memberships at the club. */
    async customerSection(
      from: Kysely<Database>,
      customer: { clubId: string; userId: string | null },
    ): Promise<CustomerSection> {
      const rows = customer.userId
        ? await membershipsRepo.atClubOf(from, customer.clubId, customer.userId)
        : [];
      return {
        key: 'memberships',
        items: rows.map((row) => ({
          id: row.id,
          title: row.name,
          at: row.started_at,
          status: row.status,
        })),
      };
    },

    /** Closing an account ends its memberships; Download my data lists them. */
    personalData: {
      async release(tx: Tx, userId: string): Promise<void> {
        for (const row of await membershipsRepo.currentOfUser(tx.db, userId))
          await end(tx, row.id, row.status);
      },
      exportOf: async (from: Kysely<Database>, userId: string) => ({
        memberships: await membershipsRepo.exportOf(from, userId),
      }),
    },
  };
}
export type Memberships = ReturnType<typeof createMemberships>;
