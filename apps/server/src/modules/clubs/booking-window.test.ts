import { bookingWindowSchema, clubListSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aStaffMember, aUser, type TestClubWithCourts } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';

describe("a club's booking window", () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, { prices: { all: 2400 }, courts: [{ name: 'Padel 1' }] });
  });
  afterAll(() => ctx.close());

  const window = (token: string, method: 'GET' | 'PUT', days?: number) =>
    ctx.app.inject({
      method,
      url: '/api/owner/booking-window',
      headers: bearer(token),
      ...(days === undefined ? {} : { payload: { days } }),
    });

  it('opens 60 days until the owner sets fewer; a player is refused a day beyond it', async () => {
    expect(bookingWindowSchema.parse((await window(club.owner.token, 'GET')).json())).toEqual({
      days: 60,
    });
    for (const days of [0, 61, 7.5])
      expect((await window(club.owner.token, 'PUT', days)).statusCode).toBe(400);
    const set = await window(club.owner.token, 'PUT', 7);
    expect([set.statusCode, set.json()]).toEqual([200, { days: 7 }]);

    const player = await aUser(ctx);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/club/all?type=padel',
      headers: bearer(player.token),
    });
    const mine = clubListSchema.parse(listed.json()).find((one) => one.id === club.clubId);
    expect(mine?.bookingWindowDays).toBe(7);

    const court = club.courts[0]!;
    const tooFar = await pay(ctx.app, player.token, 'cash', {
      ...bookingBody(court, clubDateIn(8, court.timeZone), 10),
    });
    expect([tooFar.statusCode, tooFar.json().details?.[0]?.field]).toEqual([400, 'body.date']);
    const lastDay = await pay(ctx.app, player.token, 'cash', {
      ...bookingBody(court, clubDateIn(7, court.timeZone), 10),
    });
    expect(lastDay.statusCode, lastDay.body).toBe(201);
    // The club's desk books its customers any day ahead.
    const walkIn = await pay(ctx.app, club.owner.token, 'cash', {
      ...bookingBody(court, clubDateIn(30, court.timeZone), 10),
      customerName: 'Walk-in Wanda',
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
  });

  it('is set by the owner or a manager, read by the front desk too', async () => {
    const manager = await aStaffMember(ctx, club.owner, 'manager');
    const desk = await aStaffMember(ctx, club.owner, 'front_desk');
    expect((await window(manager.token, 'PUT', 14)).statusCode).toBe(200);
    expect((await window(desk.token, 'PUT', 20)).statusCode).toBe(403);
    expect((await window(desk.token, 'GET')).json()).toEqual({ days: 14 });
  });
});
