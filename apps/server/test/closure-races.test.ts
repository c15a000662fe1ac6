import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, type TestCourt } from './helpers/booking-fixtures.js';
import { aClub, aCoinPack, aUser, type TestUser } from './helpers/builders.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

/**
 * Closing an account and placing something for it serialise on the payer's lock: a request
 * signed in just before the closure places nothing once the account is closed, and whatever
 * it placed before is given up by the closure.
 */
describe(`closing an account while its requests are in flight, ${testDialect}`, () => {
  let ctx: TestContext;
  let courts: TestCourt[];
  let packId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const club = await aClub(ctx, {
      courts: ['Padel 1', 'Padel 2', 'Padel 3'].map((name) => ({ name })),
    });
    courts = club.courts;
    packId = await aCoinPack(ctx, { coins: 100, price: 1000, position: 1 });
  });
  afterAll(() => ctx.close());

  const close = (player: TestUser) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/user/me', headers: bearer(player.token) });
  const futureBookingsOf = (userId: string) =>
    ctx.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('user_id', '=', userId)
      .where('status', 'in', ['held', 'confirmed'])
      .where('starts_at', '>', new Date().toISOString())
      .execute();

  it('refuses what a request signed in before the closure asks for after it', async () => {
    const player = await aUser(ctx);
    const caller = { id: player.id, role: player.role };
    expect((await close(player)).statusCode).toBe(204);
    const court = courts[0]!;
    const booking = ctx.app.services.bookings.place({
      caller,
      method: 'cash',
      body: bookingBody(court, clubDateIn(3, court.timeZone), 10),
    });
    await expect(booking).rejects.toMatchObject({ statusCode: 401 });
    const pack = ctx.app.services.coinPacks.buy({
      callerId: player.id,
      method: 'card',
      body: { pack: packId },
    });
    await expect(pack).rejects.toMatchObject({ statusCode: 401 });
    expect(await futureBookingsOf(player.id)).toEqual([]);
  });

  it('never leaves a closed account holding court hours, however the closure and bookings interleave', async () => {
    for (let round = 0; round < 6; round++) {
      const player = await aUser(ctx);
      const day = 10 + round;
      const bookings = Array.from({ length: 10 }, (_, index) => {
        const court = courts[index % courts.length]!;
        const hour = 8 + Math.floor(index / courts.length);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/booking/payment/cash',
          headers: bearer(player.token),
          payload: bookingBody(court, clubDateIn(day, court.timeZone), hour),
        });
      });
      await sleep(5 + round * 10);
      const closed = await close(player);
      const answers = await Promise.all(bookings);
      expect(closed.statusCode).toBe(204);
      expect(answers.every((answer) => [201, 401, 409].includes(answer.statusCode))).toBe(true);
      expect(await futureBookingsOf(player.id), `round ${round}`).toEqual([]);
      const claims = await ctx.db
        .selectFrom('court_claims')
        .innerJoin('bookings', 'bookings.id', 'court_claims.owner_id')
        .select('court_claims.owner_id')
        .where('bookings.user_id', '=', player.id)
        .execute();
      expect(claims, `round ${round}`).toEqual([]);
    }
  });
});
