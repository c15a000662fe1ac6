import { clubHourToUtc, type PaymentMethod } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser, type TestClub, type TestUser } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { inTransaction } from '#server/db/transaction.js';
import { bookingOfKey, ownHoldInTheWay } from './repeat.js';

describe('a booking started before', () => {
  let ctx: TestContext;
  let club: TestClub;
  let player: TestUser;
  const date = () => clubDateIn(6, club.court.timeZone);
  const deps = () => ({
    courtTime: ctx.app.services.courtTime,
    payments: ctx.app.services.payments,
    clock: { now: () => new Date() },
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
    player = await aUser(ctx);
  });
  afterAll(() => ctx.close());

  const locked = <T>(work: Parameters<typeof inTransaction<T>>[1]) =>
    inTransaction(ctx.db, async (tx) => {
      await ctx.app.services.payments.lockPayer(tx, player.id);
      return work(tx);
    });

  it('is found by its Idempotency-Key, and the key is refused for another request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/payment/cash',
      headers: { ...bearer(player.token), 'idempotency-key': 'repeat-key-1' },
      payload: bookingBody(club.court, date(), 9),
    });
    const { booking, paymentId } = res.json<{ booking: { id: string }; paymentId: string }>();
    const { request_fingerprint: fingerprint } = await ctx.db
      .selectFrom('payments')
      .select('request_fingerprint')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const request = { key: 'repeat-key-1', fingerprint: fingerprint! };
    expect(await locked((tx) => bookingOfKey(tx, deps(), player.id, request))).toEqual({
      bookingId: booking.id,
      paymentId,
    });
    await expect(
      locked((tx) => bookingOfKey(tx, deps(), player.id, { ...request, fingerprint: 'other' })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await locked((tx) => bookingOfKey(tx, deps(), player.id, undefined))).toBe(null);
  });

  it("is the player's live hold of the slot: resumed with the same method, released for another", async () => {
    const held = (
      await pay(ctx.app, player.token, 'card', bookingBody(club.court, date(), 11))
    ).json<{ booking: { id: string }; paymentId: string }>();
    const slot = async (method: PaymentMethod, hour: number) => ({
      caller: { id: player.id, role: 'player' as const },
      method,
      place: (await ctx.app.services.clubs.bookingPlace(club.court.courtId))!,
      startsAt: clubHourToUtc(date(), hour, club.court.timeZone)!,
      body: { duration: 60 } as never,
    });
    const inTheWay = async (method: PaymentMethod, hour: number) => {
      const booking = await slot(method, hour);
      return locked((tx) => ownHoldInTheWay(tx, deps(), booking));
    };
    expect(await inTheWay('card', 12)).toBeNull();
    expect(await inTheWay('card', 11)).toEqual({
      bookingId: held.booking.id,
      paymentId: held.paymentId,
    });
    expect(await inTheWay('mobile', 11)).toBe('released');
    const row = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', held.booking.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const claims = await ctx.db
      .selectFrom('court_claims')
      .select('owner_id')
      .where('owner_id', '=', held.booking.id)
      .execute();
    expect(claims).toEqual([]);
  });
});
