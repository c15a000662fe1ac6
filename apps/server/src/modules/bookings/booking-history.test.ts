import { myBookingListSchema, myBookingPageSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import { aBooking, aClub, aPlayerWithCoins, type TestUser } from '#test/helpers/builders.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { everyPage } from '#test/helpers/pages.js';

const dayMs = 86_400_000;

describe('GET /user/me/bookings/history', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let player: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    const club = await aClub(ctx, { courts: [{ name: 'Padel 1' }, { name: 'Padel 2' }] });
    player = await aPlayerWithCoins(ctx, 1_000_000);
    other = await aPlayerWithCoins(ctx, 1_000_000);
    const timeZone = 'Europe/Madrid';
    // 23 bookings over twelve days; on each day both courts at 10:00, a tie broken by id.
    for (let day = 1; day <= 12; day += 1) {
      const date = clubDateIn(day, timeZone, clock.now());
      for (const court of club.courts.slice(0, day === 12 ? 1 : 2))
        await aBooking(ctx, player, court, { date, hour: 10, method: 'coins' });
    }
    await aBooking(ctx, other, club.courts[0]!, {
      date: clubDateIn(3, timeZone, clock.now()),
      hour: 12,
      method: 'coins',
    });
    // A fortnight later they have all started; two more are still to come.
    clock.advance(14 * dayMs);
    for (const day of [2, 3]) {
      const date = clubDateIn(day, timeZone, clock.now());
      await aBooking(ctx, player, club.courts[0]!, { date, hour: 10, method: 'coins' });
    }
  });
  afterAll(() => ctx.close());

  const get = (url: string, token = player.token) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

  it('gives every started booking once, latest first, across pages of any size', async () => {
    const whole = myBookingListSchema.parse((await get('/user/me/bookings')).json());
    const now = clock.now().toISOString();
    const started = whole
      .filter((booking) => booking.startsAt <= now)
      .sort((a, b) =>
        a.startsAt === b.startsAt ? (a.id < b.id ? 1 : -1) : a.startsAt < b.startsAt ? 1 : -1,
      )
      .map((booking) => booking.id);
    expect(started).toHaveLength(23);
    for (const limit of [1, 5, 23, 50]) {
      const listed = (
        await everyPage(get, '/user/me/bookings/history', limit, myBookingPageSchema.parse)
      ).flatMap((page) => page.items.map((b) => b.id));
      expect(listed, `limit ${limit}`).toEqual(started);
    }
  });

  it('keeps the Upcoming tab to the bookings not yet started', async () => {
    const upcoming = myBookingListSchema.parse(
      (await get('/user/me/bookings?when=upcoming')).json(),
    );
    expect(upcoming).toHaveLength(2);
    expect(upcoming.every((booking) => booking.startsAt > clock.now().toISOString())).toBe(true);
    expect((await get('/user/me/bookings?when=later')).statusCode).toBe(400);
  });

  it("shows no one else's bookings", async () => {
    const page = myBookingPageSchema.parse(
      (await get('/user/me/bookings/history', other.token)).json(),
    );
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).toBeNull();
  });

  it('gives 20 unless asked, never more than 50, and refuses a cursor of another list', async () => {
    const page = myBookingPageSchema.parse((await get('/user/me/bookings/history')).json());
    expect(page.items).toHaveLength(20);
    for (const query of ['limit=0', 'limit=51', 'cursor=abc', 'cursor=eyJkIjoxLCJpZCI6IngifQ']) {
      expect((await get(`/user/me/bookings/history?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('moves a booking cancelled ahead of its day from Upcoming to History, latest first', async () => {
    const upcoming = myBookingListSchema.parse(
      (await get('/user/me/bookings?when=upcoming')).json(),
    );
    const cancelled = upcoming.at(-1)!;
    const answer = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${cancelled.id}`,
      headers: bearer(player.token),
    });
    expect(answer.statusCode).toBe(200);

    const after = myBookingListSchema.parse((await get('/user/me/bookings?when=upcoming')).json());
    expect(after.map((booking) => booking.id)).toEqual(
      upcoming.slice(0, -1).map((booking) => booking.id),
    );
    const history = myBookingPageSchema.parse((await get('/user/me/bookings/history')).json());
    expect(history.items[0]).toMatchObject({ id: cancelled.id, status: 'cancelled' });
    const listed = (
      await everyPage(get, '/user/me/bookings/history', 7, myBookingPageSchema.parse)
    ).flatMap((page) => page.items.map((booking) => booking.id));
    expect(listed.filter((id) => id === cancelled.id)).toHaveLength(1);
    expect(listed).toHaveLength(24);
  });
});
