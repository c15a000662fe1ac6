import { errorBodySchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { aClubWithCourt, aUser, type TestClub, type TestUser } from './helpers/builders.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

/** With the sandbox off (production's default), nobody can approve their own payment. */
describe('payments with the sandbox off', () => {
  let ctx: TestContext;
  let club: TestClub;
  let player: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ paymentsSandbox: false });
    club = await aClubWithCourt(ctx);
    player = await aUser(ctx);
  });
  afterAll(() => ctx.close());

  it('refuses card, wallet and mobile payments before holding anything', async () => {
    const date = clubDateIn(2, club.court.timeZone);
    for (const method of ['card', 'wallet', 'mobile']) {
      const res = await pay(ctx.app, player.token, method, {
        ...bookingBody(club.court, date, 10),
        phone: '+34611222333',
      });
      expect(res.statusCode, `${method}: ${res.body}`).toBe(409);
      expect(errorBodySchema.parse(res.json()).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    }
    const payments = await ctx.db.selectFrom('payments').select('id').execute();
    const claims = await ctx.db.selectFrom('court_claims').select('court_id').execute();
    expect({ payments, claims }).toEqual({ payments: [], claims: [] });
  });

  it('serves no sandbox checkout page', async () => {
    const urls = ctx.app.apiRoutes.map((route) => route.url);
    expect(urls.filter((url) => url.includes('/sandbox'))).toEqual([]);
  });

  it('still takes cash at the club', async () => {
    const date = clubDateIn(3, club.court.timeZone);
    const res = await pay(ctx.app, player.token, 'cash', bookingBody(club.court, date, 11));
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});
