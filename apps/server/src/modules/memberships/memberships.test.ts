import {
  membershipListSchema,
  periodEnd,
  planSchema,
  purchaseStartSchema,
  receiptListSchema,
  type Membership,
  type PlanBody,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import {
  aClub,
  aPlayerWithCoins,
  aStaffMember,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import {
  bookingBody,
  clubDateIn,
  coinsOf,
  decideCheckout,
  pay,
} from '#test/helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

const dayMs = 86_400_000;

const goldPlan: PlanBody = {
  name: 'Gold',
  description: 'Half price, two weeks ahead',
  price: 3000,
  period: 'month',
  visibility: 'public',
  saleChannel: 'both',
  discount: {
    kind: 'percent',
    value: 50,
    courtIds: null,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    fromHour: 0,
    toHour: 24,
  },
  privileges: {
    horizonDays: 14,
    maxActiveBookings: null,
    maxBookingsPerDay: null,
    cancelNoticeHours: null,
  },
  graceDays: 3,
};

describe('club memberships', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;

  beforeAll(async () => {
    // A public horizon of 7 days, so a member's 14 stand out.
    ctx = await createTestContext({ clock, bookingRules: { horizonDays: 7 } });
    club = await aClub(ctx, {
      prices: { all: 2400 },
      courts: [{ name: 'Padel 1' }, { name: 'Padel 2' }, { name: 'Padel 3' }],
    });
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: TestUser,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(who.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function aPlan(body: Partial<PlanBody> = {}) {
    const res = await call('POST', '/owner/plans', club.owner, { ...goldPlan, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return planSchema.parse(res.json());
  }

  async function mine(who: TestUser): Promise<Membership[]> {
    return membershipListSchema.parse((await call('GET', '/user/me/memberships', who)).json());
  }

  const join = (who: TestUser, planId: string, method: string) =>
    call('POST', `/user/memberships/join/${method}`, who, { planId });

  /** A player who joined `planId` with coins (active at once). */
  async function aMember(planId: string, coins = 5000) {
    const player = await aPlayerWithCoins(ctx, coins);
    const res = await join(player, planId, 'coins');
    expect(res.statusCode, res.body).toBe(201);
    return player;
  }

  const noticesOf = async (userId: string) =>
    (
      await ctx.db
        .selectFrom('notifications')
        .select('kind')
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => row.kind);

  const sweep = () => ctx.app.services.memberships.sweepRenewals();

  const book = (who: TestUser, court: number, days: number, hour: number, method = 'coins') =>
    pay(
      ctx.app,
      who.token,
      method,
      bookingBody(club.courts[court]!, clubDateIn(days, 'Europe/Madrid', clock.now()), hour),
    );

  describe('plans', () => {
    it('are created in the club currency, listed, changed and archived by the owner', async () => {
      const plan = await aPlan({ name: 'Silver' });
      expect(plan).toMatchObject({ name: 'Silver', currency: 'USD', memberCount: 0 });
      const listed = await call('GET', '/owner/plans', club.owner);
      expect(listed.json<{ id: string }[]>().map((p) => p.id)).toContain(plan.id);

      const changed = await call('PUT', `/owner/plans/${plan.id}`, club.owner, {
        ...goldPlan,
        name: 'Silver+',
        price: 3500,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ name: 'Silver+', price: 3500 });

      const gone = await call('DELETE', `/owner/plans/${plan.id}`, club.owner);
      expect(gone.statusCode).toBe(204);
      const after = await call('GET', '/owner/plans', club.owner);
      expect(after.json<{ id: string }[]>().map((p) => p.id)).not.toContain(plan.id);
      // No one joins an archived plan.
      const player = await aPlayerWithCoins(ctx, 5000);
      expect((await join(player, plan.id, 'coins')).statusCode).toBe(404);
    });

    it('refuse member prices on another club’s courts, and bad terms', async () => {
      const other = await aClub(ctx);
      const foreign = await call('POST', '/owner/plans', club.owner, {
        ...goldPlan,
        discount: { ...goldPlan.discount!, courtIds: [other.courts[0]!.courtId] },
      });
      expect(foreign.statusCode).toBe(400);
      const backwards = await call('POST', '/owner/plans', club.owner, {
        ...goldPlan,
        discount: { ...goldPlan.discount!, fromHour: 20, toHour: 18 },
      });
      expect(backwards.statusCode).toBe(400);
      const tooMuch = await call('POST', '/owner/plans', club.owner, {
        ...goldPlan,
        discount: { ...goldPlan.discount!, value: 120 },
      });
      expect(tooMuch.statusCode).toBe(400);
    });

    it('are the owner’s alone: a manager and the front desk are refused', async () => {
      for (const role of ['manager', 'front_desk'] as const) {
        const staff = await aStaffMember(ctx, club.owner, role);
        expect((await call('GET', '/owner/plans', staff)).statusCode, role).toBe(403);
        expect((await call('POST', '/owner/plans', staff, goldPlan)).statusCode, role).toBe(403);
        expect((await call('GET', '/owner/members', staff)).statusCode, role).toBe(403);
      }
    });

    it('show players the public plans only; a plan the club gives cannot be joined', async () => {
      const shown = await aPlan({ name: 'Open' });
      const given = await aPlan({ name: 'Staff only', visibility: 'club' });
      const player = await aPlayerWithCoins(ctx, 5000);
      const res = await call('GET', `/user/clubs/${club.clubId}/plans`, player);
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json<{ plans: { id: string }[] }>().plans.map((p) => p.id);
      expect(ids).toContain(shown.id);
      expect(ids).not.toContain(given.id);
      expect(res.json().membership).toBeNull();
      expect((await join(player, given.id, 'coins')).statusCode).toBe(404);
      const unknown = await call('GET', `/user/clubs/${given.id}/plans`, player);
      expect(unknown.statusCode).toBe(404);
    });
    it('for a customer category are joined by the customers the club put in it only', async () => {
      const category = await call('POST', '/owner/customer-categories', club.owner, {
        name: 'Junior',
      });
      expect(category.statusCode, category.body).toBe(201);
      const categoryId = category.json<{ id: string }>().id;
      const foreign = await call('POST', '/owner/plans', club.owner, {
        ...goldPlan,
        categoryId: '00000000-0000-4000-8000-00000000cafe',
      });
      expect([foreign.statusCode, foreign.json().details?.[0]?.field]).toEqual([
        400,
        'body.categoryId',
      ]);
      const plan = await aPlan({ name: 'Junior Club', categoryId });
      expect(plan.category).toEqual({ id: categoryId, name: 'Junior' });

      const player = await aPlayerWithCoins(ctx, 5000);
      const refused = await join(player, plan.id, 'coins');
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'NOT_IN_CATEGORY']);
      // The desk adds the player's phone (a Madrid mobile) to its list, in the category: one
      // customer with the account.
      const phone = `+34 6${String(Date.now()).slice(-8)}`;
      await ctx.db
        .updateTable('users')
        .set({ phone: phone.replace(' ', '') })
        .where('id', '=', player.id)
        .execute();
      const added = await call('POST', '/owner/customers', club.owner, { name: 'Young', phone });
      expect(added.statusCode, added.body).toBe(201);
      const put = await call(
        'PUT',
        `/owner/customers/${added.json<{ id: string }>().id}/categories`,
        club.owner,
        { categoryIds: [categoryId] },
      );
      expect(put.statusCode, put.body).toBe(200);
      expect((await join(player, plan.id, 'coins')).statusCode).toBe(201);
    });
  });

  describe('joining', () => {
    it('by card: pending until the checkout is paid, then active for a month, with a receipt', async () => {
      const plan = await aPlan();
      const player = await aUser(ctx);
      const res = await join(player, plan.id, 'card');
      expect(res.statusCode, res.body).toBe(201);
      const started = purchaseStartSchema.parse(res.json());
      expect(started.status).toBe('pending');
      expect((await mine(player))[0]).toMatchObject({ status: 'pending' });

      await decideCheckout(ctx.app, started.formUrl!, 'approve');
      const [membership] = await mine(player);
      expect(membership).toMatchObject({ status: 'active', renews: true });
      expect(membership!.periodEndsAt).toBe(periodEnd(membership!.startedAt!, 'month'));
      expect(await noticesOf(player.id)).toContain('membership_started');

      const receipts = await call(
        'GET',
        `/user/receipts?purpose=membership&subject=${membership!.id}`,
        player,
      );
      expect(receiptListSchema.parse(receipts.json()).items).toMatchObject([
        { kind: 'sale', amount: 3000, method: 'card' },
      ]);
      // One membership at a club at a time.
      const again = await join(player, plan.id, 'card');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_MEMBER');
      const page = await call('GET', `/user/clubs/${club.clubId}/plans`, player);
      expect(page.json().membership).toMatchObject({ id: membership!.id, status: 'active' });
    });

    it('stays pending when the checkout is declined, and is paid another way', async () => {
      const plan = await aPlan();
      const player = await aPlayerWithCoins(ctx, 1000);
      const res = await join(player, plan.id, 'card');
      await decideCheckout(ctx.app, purchaseStartSchema.parse(res.json()).formUrl!, 'decline');
      const [declined] = await mine(player);
      expect(declined).toMatchObject({ status: 'pending', payment: { status: 'failed' } });
      const paid = await call(
        'POST',
        `/user/memberships/${declined!.id}/payment/coins`,
        player,
        {},
      );
      expect(paid.statusCode, paid.body).toBe(201);
      expect((await mine(player))[0]).toMatchObject({
        id: declined!.id,
        status: 'active',
        payment: { method: 'coins', status: 'succeeded' },
      });
      // An active membership has nothing to pay.
      const again = await call(
        'POST',
        `/user/memberships/${declined!.id}/payment/coins`,
        player,
        {},
      );
      expect(again.statusCode).toBe(409);
    });

    it('by coins: active at once, the coins taken', async () => {
      const plan = await aPlan();
      const player = await aPlayerWithCoins(ctx, 1000);
      const res = await join(player, plan.id, 'coins');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'confirmed', coinBalance: 700 });
      expect((await mine(player))[0]).toMatchObject({ status: 'active' });
    });

    it('in cash: only where the plan is sold at the club, active once the desk collects it', async () => {
      const appOnly = await aPlan({ saleChannel: 'app' });
      const clubOnly = await aPlan({ saleChannel: 'club' });
      const player = await aPlayerWithCoins(ctx, 5000);
      expect((await join(player, appOnly.id, 'cash')).statusCode).toBe(400);
      expect((await join(player, clubOnly.id, 'coins')).statusCode).toBe(400);

      const res = await join(player, clubOnly.id, 'cash');
      expect(res.statusCode, res.body).toBe(201);
      const { paymentId } = purchaseStartSchema.parse(res.json());
      expect((await mine(player))[0]).toMatchObject({ status: 'pending' });
      const collected = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/payments/${paymentId}/cash`,
        headers: bearer(club.owner.token),
        payload: { outcome: 'collected' },
      });
      expect(collected.statusCode, collected.body).toBe(200);
      expect((await mine(player))[0]).toMatchObject({ status: 'active' });
    });

    it('given by the club to a player by username: active at once, on the club’s list', async () => {
      const plan = await aPlan({ visibility: 'club', saleChannel: 'club' });
      const player = await aUser(ctx);
      const res = await call('POST', '/owner/members', club.owner, {
        planId: plan.id,
        player: player.username,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'active',
        member: { id: player.id },
        payment: { method: 'cash', status: 'succeeded' },
      });
      const members = await call('GET', '/owner/members', club.owner);
      expect(members.json<{ id: string }[]>().map((m) => m.id)).toContain(res.json().id);
      const twice = await call('POST', '/owner/members', club.owner, {
        planId: plan.id,
        player: player.username,
      });
      expect(twice.statusCode).toBe(409);
    });
  });

  describe('member terms in bookings', () => {
    it('charge a member the plan’s price and a non-member the full price', async () => {
      const plan = await aPlan();
      const member = await aMember(plan.id);
      const other = await aPlayerWithCoins(ctx, 5000);
      const mineRes = await book(member, 0, 2, 10);
      expect(mineRes.statusCode, mineRes.body).toBe(201);
      expect(mineRes.json().booking.amount).toBe(1200);
      const theirs = await book(other, 0, 2, 12);
      expect(theirs.statusCode, theirs.body).toBe(201);
      expect(theirs.json().booking.amount).toBe(2400);
      // The member's customer page at the club lists the membership.
      const { phone } = await ctx.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      const page = await call('GET', `/owner/customers/${phone.slice(1)}`, club.owner);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().sections).toEqual([
        {
          key: 'memberships',
          items: [expect.objectContaining({ title: plan.name, status: 'active' })],
        },
      ]);
    });

    it('let a member book beyond the public horizon, up to the plan’s', async () => {
      const plan = await aPlan();
      const member = await aMember(plan.id);
      const other = await aPlayerWithCoins(ctx, 5000);
      expect((await book(other, 1, 13, 10)).statusCode).toBe(400);
      const far = await book(member, 1, 13, 10);
      expect(far.statusCode, far.body).toBe(201);
      expect((await book(member, 1, 16, 10)).statusCode).toBe(400);
    });

    it('open the days a plan gives far beyond the public horizon, to book and to read', async () => {
      const plan = await aPlan({ privileges: { ...goldPlan.privileges, horizonDays: 120 } });
      const member = await aMember(plan.id);
      const date = clubDateIn(100, 'Europe/Madrid', clock.now());
      const day = await call(
        'GET',
        `/booking?date=${date}&court=${club.courts[2]!.courtId}`,
        member,
      );
      expect(day.statusCode, day.body).toBe(200);
      const far = await book(member, 2, 100, 10);
      expect(far.statusCode, far.body).toBe(201);
    });

    it('hold a member to the plan’s bookings at once and on one day', async () => {
      const plan = await aPlan({
        privileges: { ...goldPlan.privileges, maxActiveBookings: 2, maxBookingsPerDay: 1 },
      });
      const member = await aMember(plan.id);
      expect((await book(member, 2, 3, 8)).statusCode).toBe(201);
      const sameDay = await book(member, 2, 3, 11);
      expect(sameDay.statusCode).toBe(409);
      expect(sameDay.json().code).toBe('MEMBER_DAY_LIMIT');
      expect((await book(member, 2, 4, 8)).statusCode).toBe(201);
      const third = await book(member, 2, 5, 8);
      expect(third.statusCode).toBe(409);
      expect(third.json().code).toBe('MEMBER_BOOKING_LIMIT');
    });

    it('let a member cancel by the plan’s notice hours in place of the club’s', async () => {
      const plan = await aPlan({
        privileges: { ...goldPlan.privileges, cancelNoticeHours: 2 },
      });
      const member = await aMember(plan.id);
      const other = await aPlayerWithCoins(ctx, 5000);
      const theirs = (await book(member, 0, 5, 15)).json();
      const others = (await book(other, 1, 5, 15)).json();
      // Five hours before the start: inside the club's 24 hours, outside the plan's 2.
      const shift = Date.parse(theirs.booking.startsAt) - 5 * 3_600_000 - clock.now().getTime();
      clock.advance(shift);
      try {
        const refused = await call('DELETE', `/booking/${others.booking.id}`, other);
        expect(refused.statusCode).toBe(409);
        const cancelled = await call('DELETE', `/booking/${theirs.booking.id}`, member);
        expect(cancelled.statusCode, cancelled.body).toBe(200);
      } finally {
        clock.advance(-shift);
      }
    });
  });

  describe('renewals', () => {
    it('charge coins once for the next period when two processes sweep at once', async () => {
      const plan = await aPlan();
      const member = await aMember(plan.id, 1000);
      const [before] = await mine(member);
      clock.advance(Date.parse(before!.periodEndsAt!) - clock.now().getTime() + 60_000);
      // Another server process on the same database, sweeping at the same moment.
      const other = await buildApp({
        db: ctx.db,
        jwtSecret: ctx.jwtSecret,
        clock,
        logLevel: 'silent',
        holdSweepMs: 0,
        paymentsSandbox: false,
      });
      try {
        await Promise.all([sweep(), other.services.memberships.sweepRenewals(), sweep()]);
      } finally {
        await other.close();
      }
      const [after] = await mine(member);
      expect(after).toMatchObject({ id: before!.id, status: 'active' });
      expect(after!.periodEndsAt).toBe(periodEnd(before!.periodEndsAt!, 'month'));
      expect(await coinsOf(ctx.app, member.token)).toBe(400);
      const receipts = await call(
        'GET',
        `/user/receipts?purpose=membership&subject=${before!.id}`,
        member,
      );
      expect(receiptListSchema.parse(receipts.json()).items).toHaveLength(2);
    });

    it('make a member due (told), who lapses after the grace days (told again)', async () => {
      const plan = await aPlan();
      const member = await aMember(plan.id, 300);
      const [before] = await mine(member);
      clock.advance(Date.parse(before!.periodEndsAt!) - clock.now().getTime() + 60_000);
      await sweep();
      const [due] = await mine(member);
      expect(due).toMatchObject({ status: 'due' });
      expect(due!.graceEndsAt).toBe(
        new Date(Date.parse(before!.periodEndsAt!) + 3 * dayMs).toISOString(),
      );
      expect(await noticesOf(member.id)).toContain('membership_due');
      // Still a member for the grace days.
      expect(
        await ctx.app.services.memberships.memberTerms(ctx.db, member.id, club.clubId),
      ).not.toBeNull();

      clock.advance(2 * dayMs);
      await sweep();
      expect((await mine(member))[0]).toMatchObject({ status: 'due' });
      clock.advance(2 * dayMs);
      await Promise.all([sweep(), sweep()]);
      expect((await mine(member))[0]).toMatchObject({ status: 'lapsed' });
      expect((await noticesOf(member.id)).filter((k) => k === 'membership_lapsed')).toHaveLength(1);
      expect(
        await ctx.app.services.memberships.memberTerms(ctx.db, member.id, club.clubId),
      ).toBeNull();
    });

    it('start the next period at the old end when a due member pays', async () => {
      const plan = await aPlan();
      const member = await aMember(plan.id, 300);
      const [before] = await mine(member);
      clock.advance(Date.parse(before!.periodEndsAt!) - clock.now().getTime() + dayMs);
      await sweep();
      const res = await call('POST', `/user/memberships/${before!.id}/payment/card`, member, {});
      expect(res.statusCode, res.body).toBe(201);
      await decideCheckout(ctx.app, purchaseStartSchema.parse(res.json()).formUrl!, 'approve');
      const [paid] = await mine(member);
      expect(paid).toMatchObject({ status: 'active', graceEndsAt: null });
      expect(paid!.periodEndsAt).toBe(periodEnd(before!.periodEndsAt!, 'month'));
    });

    it('end a membership that stops renewing, or whose plan is archived, at its period’s end', async () => {
      const plan = await aPlan();
      const stopping = await aMember(plan.id);
      const [membership] = await mine(stopping);
      const stop = await call('PATCH', `/user/memberships/${membership!.id}`, stopping, {
        renews: false,
      });
      expect(stop.statusCode, stop.body).toBe(200);
      expect(stop.json()).toMatchObject({ renews: false, status: 'active' });
      const archivedPlan = await aPlan();
      const keeping = await aMember(archivedPlan.id);
      await call('DELETE', `/owner/plans/${archivedPlan.id}`, club.owner);
      // Archived, the member keeps it until the period ends.
      expect(
        await ctx.app.services.memberships.memberTerms(ctx.db, keeping.id, club.clubId),
      ).not.toBeNull();
      clock.advance(Date.parse(membership!.periodEndsAt!) - clock.now().getTime() + 60_000);
      await sweep();
      expect((await mine(stopping))[0]).toMatchObject({ status: 'cancelled' });
      expect((await mine(keeping))[0]).toMatchObject({ status: 'cancelled' });
    });

    it('are ended by the player at once, and by closing the account', async () => {
      const plan = await aPlan();
      const member = await aMember(plan.id);
      const [membership] = await mine(member);
      const cancel = await call('PATCH', `/user/memberships/${membership!.id}`, member, {
        cancel: true,
      });
      expect(cancel.json()).toMatchObject({ status: 'cancelled' });

      const closing = await aMember(plan.id);
      const exported = await call('GET', '/user/me/export', closing);
      expect(JSON.stringify(exported.json())).toContain('"memberships"');
      const closed = await call('DELETE', '/user/me', closing);
      expect(closed.statusCode, closed.body).toBeLessThan(300);
      const rows = await ctx.db
        .selectFrom('memberships')
        .select('status')
        .where('user_id', '=', closing.id)
        .execute();
      expect(rows.map((row) => row.status)).toEqual(['cancelled']);
    });
  });
});
