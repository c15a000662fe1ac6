import {
  bookingPaymentResponseSchema,
  errorBodySchema,
  packPaymentResponseSchema,
  paymentSchema,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clubDateIn,
  coinsOf,
  decideCheckout,
  pay,
  takenHoursOf,
  type TestCourt,
} from '#test/helpers/booking-fixtures.js';
import { aClub, aCoinPack, type TestClubWithCourts } from '#test/helpers/builders.js';
import {
  bearer,
  createTestContext,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { sandboxSignatureHeader } from '#server/payments/sandbox/sandbox-provider.js';

describe('booking payments', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let court: TestCourt;
  let player: string;
  let rival: string;
  let day = 30;
  const nextDate = () => clubDateIn((day += 1), court.timeZone, clock.now());

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, { prices: { padel: 2400 }, courts: [{ name: 'Padel 1' }] });
    court = club.courts[0]!;
    await aCoinPack(ctx, { coins: 50, price: 500, position: 1 });
    await aCoinPack(ctx, { coins: 250, price: 2000, position: 2 });
    player = (await registerPlayer(ctx.app)).token;
    rival = (await registerPlayer(ctx.app)).token;
  });
  afterAll(() => ctx.close());

  const paymentRow = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bookingRow = (id: string) =>
    ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('confirms cash at once, prices it on the server and ignores a sent amount', async () => {
    const date = nextDate();
    const res = await pay(
      ctx.app,
      player,
      'cash',
      bookingBody(court, date, 10, 120, { amount: 1 }),
    );
    expect(res.statusCode).toBe(201);
    const body = bookingPaymentResponseSchema.parse(res.json());
    expect(body.status).toBe('confirmed');
    expect(body.booking).toMatchObject({
      date,
      startTime: '10:00',
      endTime: '12:00',
      duration: 120,
    });
    const price = await ctx.db
      .selectFrom('prices')
      .select('amount_per_hour')
      .where('court_id', '=', court.courtId)
      .executeTakeFirst();
    const perHour =
      price?.amount_per_hour ??
      (
        await ctx.db
          .selectFrom('prices')
          .select('amount_per_hour')
          .where('club_id', '=', court.clubId)
          .where('sport', '=', 'padel')
          .where('court_id', 'is', null)
          .executeTakeFirstOrThrow()
      ).amount_per_hour;
    expect(body.booking.amount).toBe(perHour * 2);
    expect(await takenHoursOf(ctx.app, rival, court, date)).toEqual(['10:00', '11:00']);
  });

  it('answers 409 Already Booked for a taken slot, and for a 120-minute start running into one', async () => {
    const date = nextDate();
    expect((await pay(ctx.app, player, 'cash', bookingBody(court, date, 15))).statusCode).toBe(201);
    for (const body of [bookingBody(court, date, 15), bookingBody(court, date, 14, 120)]) {
      const res = await pay(ctx.app, rival, 'cash', body);
      expect(res.statusCode).toBe(409);
    }
    const taken = errorBodySchema.parse(
      (await pay(ctx.app, rival, 'cash', bookingBody(court, date, 15))).json(),
    );
    expect(taken).toMatchObject({ code: 'SLOT_TAKEN', message: 'Already Booked' });
    const edge = errorBodySchema.parse(
      (await pay(ctx.app, rival, 'cash', bookingBody(court, date, 14, 120))).json(),
    );
    expect(edge.code).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses hours outside 6 to 22, a past hour and a mismatched end time', async () => {
    const date = nextDate();
    for (const [hour, duration] of [
      [5, 60],
      [23, 60],
      [22, 120],
    ] as const) {
      const res = await pay(ctx.app, player, 'cash', bookingBody(court, date, hour, duration));
      expect(res.statusCode, `${hour} for ${duration}`).toBe(409);
      expect(errorBodySchema.parse(res.json()).message).toBe('Not available');
    }
    const yesterday = clubDateIn(-1, court.timeZone, clock.now());
    expect((await pay(ctx.app, player, 'cash', bookingBody(court, yesterday, 12))).statusCode).toBe(
      409,
    );
    const mismatch = await pay(ctx.app, player, 'cash', {
      ...bookingBody(court, date, 12),
      endTime: '14:00',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorBodySchema.parse(mismatch.json()).details?.[0]?.field).toBe('body.endTime');
  });

  it('refuses a court that is not in the given club', async () => {
    const other = await aClub(ctx);
    const res = await pay(ctx.app, player, 'cash', {
      ...bookingBody(court, nextDate(), 12),
      clubID: other.clubId,
    });
    expect(res.statusCode).toBe(404);
  });

  it('holds the slot for a card payment and confirms it when the payer approves', async () => {
    const date = nextDate();
    const res = await pay(ctx.app, player, 'card', bookingBody(court, date, 9));
    expect(res.statusCode).toBe(201);
    const body = bookingPaymentResponseSchema.parse(res.json());
    expect(body.status).toBe('pending');
    expect(body.formUrl).toMatch(/^\/api\/payments\/sandbox\//);
    expect(body.url).toBeUndefined();
    expect((await pay(ctx.app, rival, 'cash', bookingBody(court, date, 9))).statusCode).toBe(409);

    const { page, response } = await decideCheckout(ctx.app, body.formUrl!, 'approve');
    expect(page.body).toContain('Card number');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/user/my-booking?payment=${body.paymentId}`);
    expect((await bookingRow(body.booking.id)).status).toBe('confirmed');
    expect((await paymentRow(body.paymentId)).status).toBe('succeeded');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/bookings',
      headers: bearer(player),
    });
    expect(mine.json<Array<{ id: string }>>().map((b) => b.id)).toContain(body.booking.id);
  });

  it('answers url for wallet (which needs a phone) and mobile, and keeps the slot held on decline until it lapses', async () => {
    const date = nextDate();
    const noPhone = await pay(ctx.app, player, 'wallet', bookingBody(court, date, 17));
    expect(noPhone.statusCode).toBe(400);
    expect(errorBodySchema.parse(noPhone.json()).details?.[0]?.field).toBe('body.phone');

    const wallet = bookingPaymentResponseSchema.parse(
      (
        await pay(
          ctx.app,
          player,
          'wallet',
          bookingBody(court, date, 17, 60, { phone: '611 222 333' }),
        )
      ).json(),
    );
    expect(wallet.url).toMatch(/^\/api\/payments\/sandbox\//);
    expect((await paymentRow(wallet.paymentId)).payer_phone).toBe('+34611222333');
    await decideCheckout(ctx.app, wallet.url!, 'decline');
    expect((await bookingRow(wallet.booking.id)).status).toBe('held');
    expect((await paymentRow(wallet.paymentId)).status).toBe('failed');
    expect(await takenHoursOf(ctx.app, rival, court, date)).toEqual(['17:00']);
    clock.advance(11 * 60_000);
    expect(await ctx.app.services.courtTime.expireLapsedHolds()).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(wallet.booking.id)).status).toBe('expired');
    expect(await takenHoursOf(ctx.app, rival, court, date)).toEqual([]);

    const mobile = bookingPaymentResponseSchema.parse(
      (await pay(ctx.app, rival, 'mobile', bookingBody(court, date, 17))).json(),
    );
    expect(mobile.url).toBeDefined();
  });

  it('lets a lapsed hold go: the slot is free again, the sweeper ends it, a late payment is refunded', async () => {
    const date = nextDate();
    const held = bookingPaymentResponseSchema.parse(
      (await pay(ctx.app, player, 'card', bookingBody(court, date, 19))).json(),
    );
    clock.advance(11 * 60_000);
    expect(await takenHoursOf(ctx.app, rival, court, date)).toEqual([]);
    expect((await pay(ctx.app, rival, 'cash', bookingBody(court, date, 19))).statusCode).toBe(201);

    const coinsBefore = await coinsOf(ctx.app, player);
    expect(await ctx.app.services.courtTime.expireLapsedHolds()).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(held.booking.id)).status).toBe('expired');
    expect((await paymentRow(held.paymentId)).status).toBe('expired');

    await decideCheckout(ctx.app, held.formUrl!, 'approve');
    const refunded = await paymentRow(held.paymentId);
    expect(refunded).toMatchObject({ status: 'refunded', refund_to: 'provider' });
    expect(refunded.refund_ref).toMatch(/^sbx_refund_/);
    expect(await coinsOf(ctx.app, player)).toBe(coinsBefore);
    expect((await bookingRow(held.booking.id)).status).toBe('expired');
  });

  describe('provider callbacks', () => {
    const deliver = (method: string, payload: object, signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/callback/${method}`,
        headers: { [sandboxSignatureHeader]: signature },
        payload,
      });

    it('refuses forged callbacks and changes nothing', async () => {
      const held = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, player, 'card', bookingBody(court, nextDate(), 8))).json(),
      );
      const row = await paymentRow(held.paymentId);
      const genuine = {
        paymentId: row.id,
        providerRef: row.provider_ref!,
        status: 'failed' as const,
      };
      const signature = ctx.app.services.sandbox.card.signCallback(genuine);
      const attempts = [
        deliver('card', { ...genuine, status: 'succeeded' }, signature),
        deliver('card', genuine, 'x'.repeat(43)),
        deliver('card', { ...genuine, providerRef: 'sbx_card_other' }, signature),
        deliver('wallet', genuine, signature),
        deliver('card', genuine, ''),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(401);
        expect(errorBodySchema.parse(res.json()).code).toBe('INVALID_SIGNATURE');
      }
      expect((await paymentRow(held.paymentId)).status).toBe('pending');
      expect((await bookingRow(held.booking.id)).status).toBe('held');
    });

    it('applies a replayed callback once', async () => {
      const packs = await ctx.db.selectFrom('coin_packs').selectAll().orderBy('position').execute();
      const pack = packs[0]!;
      const started = packPaymentResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/booking/payment/pack/mobile',
            headers: bearer(player),
            payload: { pack: pack.id, coin: 999999, price: 0 },
          })
        ).json(),
      );
      const row = await paymentRow(started.paymentId);
      expect(row.amount).toBe(pack.price);
      const callback = {
        paymentId: row.id,
        providerRef: row.provider_ref!,
        status: 'succeeded' as const,
      };
      const signature = ctx.app.services.sandbox.mobile.signCallback(callback);
      const before = await coinsOf(ctx.app, player);
      const replies = [];
      for (let i = 0; i < 3; i += 1) replies.push(await deliver('mobile', callback, signature));
      for (const reply of replies) {
        expect(reply.statusCode).toBe(200);
        expect(paymentSchema.parse(reply.json()).status).toBe('succeeded');
      }
      const failedLater = await deliver(
        'mobile',
        { ...callback, status: 'failed' },
        ctx.app.services.sandbox.mobile.signCallback({ ...callback, status: 'failed' }),
      );
      expect(paymentSchema.parse(failedLater.json()).status).toBe('succeeded');
      expect(await coinsOf(ctx.app, player)).toBe(before + pack.coins);
    });
  });

  describe('coins', () => {
    it('buys a pack through the card checkout and pays a booking with the coins', async () => {
      const buyer = (await registerPlayer(ctx.app)).token;
      expect(await coinsOf(ctx.app, buyer)).toBe(0);
      const date = nextDate();
      const poor = await pay(ctx.app, buyer, 'coins', bookingBody(court, date, 11));
      expect(poor.statusCode).toBe(409);
      expect(errorBodySchema.parse(poor.json()).code).toBe('NOT_ENOUGH_COINS');
      expect(await takenHoursOf(ctx.app, rival, court, date)).toEqual([]);
      expect(await coinsOf(ctx.app, buyer)).toBe(0);

      const pack = await ctx.db
        .selectFrom('coin_packs')
        .selectAll()
        .orderBy('coins', 'desc')
        .executeTakeFirstOrThrow();
      const started = packPaymentResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/booking/payment/pack/card',
            headers: bearer(buyer),
            payload: { pack: pack.id },
          })
        ).json(),
      );
      const { response } = await decideCheckout(ctx.app, started.formUrl!, 'approve');
      expect(response.headers.location).toBe(`/user/coins-pack?payment=${started.paymentId}`);
      expect(await coinsOf(ctx.app, buyer)).toBe(pack.coins);

      const paid = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, buyer, 'coins', bookingBody(court, date, 11))).json(),
      );
      expect(paid.status).toBe('confirmed');
      const cost = Math.ceil(paid.booking.amount / 10);
      expect(paid.coinBalance).toBe(pack.coins - cost);
      expect(await coinsOf(ctx.app, buyer)).toBe(pack.coins - cost);
    });

    it('needs a phone for a wallet pack and refuses an unknown pack', async () => {
      const pack = await ctx.db.selectFrom('coin_packs').select('id').executeTakeFirstOrThrow();
      const wallet = await ctx.app.inject({
        method: 'POST',
        url: '/api/booking/payment/pack/wallet',
        headers: bearer(player),
        payload: { pack: pack.id },
      });
      expect(wallet.statusCode).toBe(400);
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/booking/payment/pack/card',
        headers: bearer(player),
        payload: { pack: '00000000-0000-4000-8000-00000000dead' },
      });
      expect(unknown.statusCode).toBe(404);
      const cash = await ctx.app.inject({
        method: 'POST',
        url: '/api/booking/payment/pack/cash',
        headers: bearer(player),
        payload: { pack: pack.id },
      });
      expect(cash.statusCode).toBe(400);
    });
  });

  it('shows a payment only to its payer', async () => {
    const held = bookingPaymentResponseSchema.parse(
      (await pay(ctx.app, player, 'card', bookingBody(court, nextDate(), 13))).json(),
    );
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${held.paymentId}`,
      headers: bearer(player),
    });
    expect(paymentSchema.parse(own.json()).status).toBe('pending');
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${held.paymentId}`,
      headers: bearer(rival),
    });
    expect(other.statusCode).toBe(404);
    const owner = club.owner.token;
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/payments/${held.paymentId}`,
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(404);
  });
});
