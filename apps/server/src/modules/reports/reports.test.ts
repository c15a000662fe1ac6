import { clubReportSchema, type ClubReport } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingBody, pay } from '#test/helpers/booking-fixtures.js';
import {
  aClub,
  aPlayerWithCoins,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { reportCalendar } from './report-calendar.js';

/*
 * A fixed fortnight at a Madrid club, across the change to summer time (29 March 2026):
 * court A costs 2000 an hour and 3000 from 18 to 22; court B costs the club's 2400.
 *
 *   Mon 23 Mar  A 10:00 60'  coins            succeeded 2000   week of 23 Mar
 *   Mon 23 Mar  A 17:00 120' cash, not yet    due 2000+3000
 *   Tue 24 Mar  B 10:00 60'  cash, collected  succeeded 2400   week of 23 Mar
 *   Wed 25 Mar  B 12:00 60'  cash, cancelled  2400
 *   Mon 30 Mar  B 10:00 60'  coins            succeeded 2400   week of 30 Mar (summer time)
 *   Tue 31 Mar  A 19:00 60'  cash, no-show    3000
 *   Mon  6 Apr  A 10:00 60'  coins            outside the period
 * Period: 23 March to 5 April.
 */
describe('reports', () => {
  const clock = movableClock(new Date('2026-03-20T08:00:00.000Z'));
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let report: ClubReport;

  const owner = () => club.owner.token;
  const get = (token: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/owner/report?${query}`, headers: bearer(token) });

  async function book(
    who: TestUser,
    court: 0 | 1,
    slot: { date: string; hour: number; duration?: 60 | 120; method: 'cash' | 'coins' },
  ) {
    const body = bookingBody(club.courts[court]!, slot.date, slot.hour, slot.duration ?? 60);
    const res = await pay(ctx.app, who.token, slot.method, body);
    expect(res.statusCode).toBe(201);
    return res.json() as { booking: { id: string }; paymentId: string };
  }
  const markCash = (paymentId: string, outcome: 'collected' | 'no_show') =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/payments/${paymentId}/cash`,
      headers: bearer(owner()),
      payload: { outcome },
    });

  beforeAll(async () => {
    // The dates a request may name are reckoned from today's date (requestDateSchema): today is
    // the fortnight's too, so that the test reads the same in every year.
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now(), shouldAdvanceTime: true });
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, {
      prices: { all: 2400 },
      courts: [{ name: 'A', pricePerHour: 2000 }, { name: 'B' }],
    });
    await ctx.db
      .insertInto('peak_prices')
      .values({
        id: 'peak-a',
        price_id: (await ctx.db
          .selectFrom('prices')
          .select('id')
          .where('court_id', '=', club.courts[0]!.courtId)
          .executeTakeFirstOrThrow())!.id,
        weekdays: 127,
        from_hour: 18,
        to_hour: 22,
        amount_per_hour: 3000,
        position: 0,
      })
      .execute();
    const rich = await aPlayerWithCoins(ctx, 10_000);
    const cash = () => aUser(ctx);
    await book(rich, 0, { date: '2026-03-23', hour: 10, method: 'coins' });
    await book(await cash(), 0, { date: '2026-03-23', hour: 17, duration: 120, method: 'cash' });
    const collected = await book(await cash(), 1, { date: '2026-03-24', hour: 10, method: 'cash' });
    const canceller = await cash();
    const cancelled = await book(canceller, 1, { date: '2026-03-25', hour: 12, method: 'cash' });
    await book(rich, 1, { date: '2026-03-30', hour: 10, method: 'coins' });
    const noShow = await book(await cash(), 0, { date: '2026-03-31', hour: 19, method: 'cash' });
    await book(rich, 0, { date: '2026-04-06', hour: 10, method: 'coins' });

    expect((await markCash(collected.paymentId, 'collected')).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${cancelled.booking.id}`,
      headers: bearer(canceller.token),
    });
    expect(cancel.statusCode).toBe(200);
    clock.advance(12 * 86_400_000);
    expect((await markCash(noShow.paymentId, 'no_show')).statusCode).toBe(200);

    const res = await get(owner(), 'from=2026-03-23&to=2026-04-05');
    expect(res.statusCode).toBe(200);
    report = clubReportSchema.parse(res.json());
  });
  afterAll(async () => {
    await ctx.close();
    vi.useRealTimers();
  });

  it('counts booked hours by court and club-local hour, 120 minutes as two', () => {
    const [a, b] = club.courts.map((court) => court.courtId) as [string, string];
    expect(report.days).toBe(14);
    expect(report.courts.map((court) => court.name)).toEqual(['A', 'B']);
    expect(report.occupancy).toEqual(
      [
        { courtId: a, hour: 10, bookedHours: 1 },
        { courtId: b, hour: 10, bookedHours: 2 },
        { courtId: a, hour: 17, bookedHours: 1 },
        { courtId: a, hour: 18, bookedHours: 1 },
        { courtId: a, hour: 19, bookedHours: 1 },
      ].sort((x, y) => x.hour - y.hour || x.courtId.localeCompare(y.courtId)),
    );
  });

  it('sums collected money by week and by payment method', () => {
    expect(report.revenueByWeek).toEqual([
      { weekStart: '2026-03-23', amount: 4400 },
      { weekStart: '2026-03-30', amount: 2400 },
    ]);
    expect(report.revenueByMethod).toEqual([
      { method: 'coins', count: 2, amount: 4400 },
      { method: 'cash', count: 1, amount: 2400 },
    ]);
  });

  it('counts cash still to collect, no-shows and cancellations', () => {
    expect(report.currency).toBe('USD');
    expect(report.cashToCollect).toEqual({ count: 1, amount: 5000 });
    expect(report.noShows).toEqual({ count: 1, amount: 3000 });
    expect(report.cancellations).toEqual({ count: 1, amount: 2400 });
  });

  it('answers an empty period with zeros', async () => {
    const res = await get(owner(), 'from=2026-02-01&to=2026-02-28');
    const empty = clubReportSchema.parse(res.json());
    expect(empty.occupancy).toEqual([]);
    expect(empty.revenueByWeek.every((week) => week.amount === 0)).toBe(true);
    expect(empty.revenueByWeek[0]).toEqual({ weekStart: '2026-02-01', amount: 0 });
    expect(empty.cashToCollect).toEqual({ count: 0, amount: 0 });
  });

  it('refuses a reversed, longer than a year or far-off period (400)', async () => {
    expect((await get(owner(), 'from=2026-03-10&to=2026-03-01')).statusCode).toBe(400);
    expect((await get(owner(), 'from=2025-01-01&to=2026-01-02')).statusCode).toBe(400);
    expect((await get(owner(), 'from=nope&to=2026-01-02')).statusCode).toBe(400);
    // Each end lies within the dates the app works with, as every date a client sends.
    for (const query of ['from=0001-01-01&to=0001-01-31', 'from=9999-12-01&to=9999-12-31']) {
      const res = await get(owner(), query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].field).toBe('querystring.from');
    }
  });

  it('is the owner’s alone, for their own club', async () => {
    const player = await aUser(ctx);
    expect((await get(player.token, 'from=2026-03-23&to=2026-04-05')).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/owner/report?from=2026-03-23&to=2026-04-05',
        })
      ).statusCode,
    ).toBe(401);
    const other = await aClub(ctx, { courts: [{ name: 'Elsewhere' }] });
    const theirs = clubReportSchema.parse(
      (await get(other.owner.token, 'from=2026-03-23&to=2026-04-05')).json(),
    );
    expect(theirs.courts.map((court) => court.name)).toEqual(['Elsewhere']);
    expect(theirs.occupancy).toEqual([]);
    expect(theirs.revenueByMethod).toEqual([]);
    const clubless = await aUser(ctx, 'owner');
    expect((await get(clubless.token, 'from=2026-03-23&to=2026-04-05')).statusCode).toBe(404);
  });

  it('splits a year at each change of the club’s clock', () => {
    const year = reportCalendar('2026-01-01', '2026-12-31', 'Europe/Madrid');
    expect(year.segments.map((segment) => segment.offset)).toEqual([60, 120, 60]);
    expect(year.weeks).toHaveLength(53);
    expect(year.days).toBe(365);
  });
});
