import {
  bookingPaymentResponseSchema,
  errorBodySchema,
  myBookingListSchema,
  paymentSchema,
} from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser, type TestUser } from '#test/helpers/builders.js';
import {
  bookingBody,
  clubDateIn,
  decideCheckout,
  pay,
  providerReports,
  takenHoursOf,
} from '#test/helpers/booking-fixtures.js';
import { useClubWorld } from '#test/helpers/club-world.js';
import { bearer } from '#test/helpers/test-app.js';

describe('starting a payment twice, and the player’s own holds', () => {
  const world = useClubWorld();
  const { clock, nextDate } = world;

  const payWithKey = (token: string, method: string, body: object, key: string) =>
    world.ctx.app.inject({
      method: 'POST',
      url: `/api/booking/payment/${method}`,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: body,
    });
  const rows = (table: 'bookings' | 'payments', userId: string) =>
    world.ctx.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();
  const holdsOf = async (player: TestUser) =>
    myBookingListSchema.parse(
      (
        await world.ctx.app.inject({
          method: 'GET',
          url: '/api/user/me/holds',
          headers: bearer(player.token),
        })
      ).json(),
    );

  describe('Idempotency-Key', () => {
    it('answers a double tap with the same booking and checkout, booking once', async () => {
      const player = await aUser(world.ctx);
      const body = bookingBody(world.club.court, nextDate(), 10);
      const key = 'tap-0001-aaaa';
      const [first, second] = await Promise.all([
        payWithKey(player.token, 'card', body, key),
        payWithKey(player.token, 'card', body, key),
      ]);
      const third = await payWithKey(player.token, 'card', body, key);
      const answers = [first, second, third].map((res) => {
        expect(res.statusCode).toBe(201);
        return bookingPaymentResponseSchema.parse(res.json());
      });
      expect(new Set(answers.map((a) => a.booking.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.formUrl)).size).toBe(1);
      expect(answers[0]!.formUrl).toMatch(/^\/api\/payments\/sandbox\//);
      expect(await rows('bookings', player.id)).toHaveLength(1);
      expect(await rows('payments', player.id)).toHaveLength(1);
    });

    it('books cash once for a repeated key', async () => {
      const player = await aUser(world.ctx);
      const body = bookingBody(world.club.court, nextDate(), 11);
      const answers = await Promise.all(
        [1, 2, 3].map(() => payWithKey(player.token, 'cash', body, 'cash-tap-1')),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
      const ids = answers.map((res) => bookingPaymentResponseSchema.parse(res.json()).booking.id);
      expect(new Set(ids).size).toBe(1);
      expect(await rows('bookings', player.id)).toHaveLength(1);
    });

    it('refuses a key used for another request, and a key whose payment has ended', async () => {
      const player = await aUser(world.ctx);
      const date = nextDate();
      expect(
        (
          await payWithKey(
            player.token,
            'card',
            bookingBody(world.club.court, date, 12),
            'key-reuse-1',
          )
        ).statusCode,
      ).toBe(201);
      const other = await payWithKey(
        player.token,
        'card',
        bookingBody(world.club.court, date, 13),
        'key-reuse-1',
      );
      expect(other.statusCode).toBe(409);
      expect(errorBodySchema.parse(other.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');

      const declined = bookingPaymentResponseSchema.parse(
        (
          await payWithKey(
            player.token,
            'card',
            bookingBody(world.club.court, date, 15),
            'key-ended-1',
          )
        ).json(),
      );
      await providerReports(world.ctx.app, world.ctx.db, declined.paymentId, 'failed');
      const again = await payWithKey(
        player.token,
        'card',
        bookingBody(world.club.court, date, 15),
        'key-ended-1',
      );
      expect(again.statusCode).toBe(409);
      expect(errorBodySchema.parse(again.json()).code).toBe('PAYMENT_ENDED');
    });

    it('is refused when it is not 8 to 100 visible characters', async () => {
      const player = await aUser(world.ctx);
      const res = await payWithKey(
        player.token,
        'cash',
        bookingBody(world.club.court, nextDate(), 9),
        'short',
      );
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).details?.[0]?.field).toMatch(/idempotency-key/);
    });
  });

  describe('a hold of the player’s own', () => {
    it('is resumed by starting the same slot again, and listed with its checkout', async () => {
      const player = await aUser(world.ctx);
      const body = bookingBody(world.club.court, nextDate(), 14);
      const first = bookingPaymentResponseSchema.parse(
        (
          await pay(world.ctx.app, player.token, 'wallet', { ...body, phone: '611 222 333' })
        ).json(),
      );
      const again = bookingPaymentResponseSchema.parse(
        (
          await pay(world.ctx.app, player.token, 'wallet', { ...body, phone: '611 222 333' })
        ).json(),
      );
      expect(again.booking.id).toBe(first.booking.id);
      expect(again.url).toBe(first.url);
      const holds = await holdsOf(player);
      expect(holds.map((h) => [h.id, h.url, h.paymentStatus])).toEqual([
        [first.booking.id, first.url, 'pending'],
      ]);
      expect(holds[0]!.holdExpiresAt).toBe(first.holdExpiresAt);
    });

    it('is replaced when the player picks another way to pay the same slot', async () => {
      const player = await aUser(world.ctx);
      const body = bookingBody(world.club.court, nextDate(), 16);
      const card = bookingPaymentResponseSchema.parse(
        (await pay(world.ctx.app, player.token, 'card', body)).json(),
      );
      const cash = await pay(world.ctx.app, player.token, 'cash', body);
      expect(cash.statusCode).toBe(201);
      expect(bookingPaymentResponseSchema.parse(cash.json()).status).toBe('confirmed');
      const bookings = await rows('bookings', player.id);
      expect(bookings.find((b) => b.id === card.booking.id)?.status).toBe('cancelled');
      expect(bookings.filter((b) => b.status === 'confirmed')).toHaveLength(1);
    });

    it('is cancelled by the player: the hours are free at once, a late approval is refunded', async () => {
      const player = await aUser(world.ctx);
      const rival = await aUser(world.ctx);
      const date = nextDate();
      const held = bookingPaymentResponseSchema.parse(
        (
          await pay(
            world.ctx.app,
            player.token,
            'card',
            bookingBody(world.club.court, date, 17, 120),
          )
        ).json(),
      );
      expect(await takenHoursOf(world.ctx.app, rival.token, world.club.court, date)).toEqual([
        '17:00',
        '18:00',
      ]);

      const cancel = await world.ctx.app.inject({
        method: 'DELETE',
        url: `/api/booking/${held.booking.id}`,
        headers: bearer(player.token),
      });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json()).toMatchObject({ booking: { status: 'cancelled' }, refundedCoins: 0 });
      expect(await takenHoursOf(world.ctx.app, rival.token, world.club.court, date)).toEqual([]);
      expect(await holdsOf(player)).toEqual([]);
      expect(
        (await pay(world.ctx.app, rival.token, 'cash', bookingBody(world.club.court, date, 18)))
          .statusCode,
      ).toBe(201);

      const late = await providerReports(world.ctx.app, world.ctx.db, held.paymentId, 'succeeded');
      expect(paymentSchema.parse(late.json()).status).toBe('refunded');
    });

    it('stays the player’s after a declined payment, to be paid another way or again', async () => {
      const player = await aUser(world.ctx);
      const rival = await aUser(world.ctx);
      const date = nextDate();
      const body = bookingBody(world.club.court, date, 11);
      const card = bookingPaymentResponseSchema.parse(
        (await pay(world.ctx.app, player.token, 'card', body)).json(),
      );
      await decideCheckout(world.ctx.app, card.formUrl!, 'decline');
      expect((await world.paymentRow(card.paymentId)).status).toBe('failed');
      expect(await takenHoursOf(world.ctx.app, rival.token, world.club.court, date)).toEqual([
        '11:00',
      ]);
      const taken = await pay(world.ctx.app, rival.token, 'cash', body);
      expect(errorBodySchema.parse(taken.json()).code).toBe('SLOT_TAKEN');
      // Listed as the player's, until when it is held, with no declined checkout to resume.
      const [declined, ...others] = await holdsOf(player);
      expect(others).toEqual([]);
      expect(declined).toMatchObject({
        id: card.booking.id,
        paymentStatus: 'failed',
        holdExpiresAt: card.holdExpiresAt,
      });
      expect(declined!.formUrl).toBeUndefined();

      // The same card again starts a new checkout rather than the declined one.
      const again = bookingPaymentResponseSchema.parse(
        (await pay(world.ctx.app, player.token, 'card', body)).json(),
      );
      expect(again.paymentId).not.toBe(card.paymentId);
      expect(again.formUrl).not.toBe(card.formUrl);
      // Another way: the mobile payment, approved.
      const mobile = bookingPaymentResponseSchema.parse(
        (await pay(world.ctx.app, player.token, 'mobile', body)).json(),
      );
      await decideCheckout(world.ctx.app, mobile.url!, 'approve');
      const bookings = await rows('bookings', player.id);
      expect(bookings.filter((b) => b.status === 'confirmed').map((b) => b.id)).toEqual([
        mobile.booking.id,
      ]);
      expect(await holdsOf(player)).toEqual([]);
      // The declined attempt ended as a lapsed hold would: not a booking the player cancelled.
      expect((await world.bookingRow(card.booking.id)).status).toBe('expired');
      const mine = myBookingListSchema.parse(
        (
          await world.ctx.app.inject({
            method: 'GET',
            url: '/api/user/me/bookings',
            headers: bearer(player.token),
          })
        ).json(),
      );
      expect(mine.map((b) => b.id)).not.toContain(card.booking.id);
      expect(mine.find((b) => b.id === mobile.booking.id)?.status).toBe('confirmed');
    });

    it('after a declined payment lapses like any hold: the hours are free again', async () => {
      const player = await aUser(world.ctx);
      const rival = await aUser(world.ctx);
      const date = nextDate();
      const held = bookingPaymentResponseSchema.parse(
        (
          await pay(world.ctx.app, player.token, 'card', bookingBody(world.club.court, date, 12))
        ).json(),
      );
      await providerReports(world.ctx.app, world.ctx.db, held.paymentId, 'failed');
      clock.advance(11 * 60_000);
      expect(await world.ctx.app.services.courtTime.expireLapsedHolds()).toBeGreaterThanOrEqual(1);
      expect((await world.bookingRow(held.booking.id)).status).toBe('expired');
      expect(await takenHoursOf(world.ctx.app, rival.token, world.club.court, date)).toEqual([]);
      expect(
        (await pay(world.ctx.app, rival.token, 'cash', bookingBody(world.club.court, date, 12)))
          .statusCode,
      ).toBe(201);
    });

    it('counts as booked for everyone else', async () => {
      const player = await aUser(world.ctx);
      const rival = await aUser(world.ctx);
      const date = nextDate();
      await pay(world.ctx.app, player.token, 'mobile', bookingBody(world.club.court, date, 20));
      const res = await pay(
        world.ctx.app,
        rival.token,
        'mobile',
        bookingBody(world.club.court, date, 20),
      );
      expect(res.statusCode).toBe(409);
      expect(errorBodySchema.parse(res.json()).code).toBe('SLOT_TAKEN');
    });
  });

  describe('limits', () => {
    it('lets a player hold at most 3 unpaid hosted payments at once', async () => {
      const player = await aUser(world.ctx);
      const date = nextDate();
      for (const hour of [8, 9, 10])
        expect(
          (
            await pay(
              world.ctx.app,
              player.token,
              'card',
              bookingBody(world.club.court, date, hour),
            )
          ).statusCode,
        ).toBe(201);
      const fourth = await pay(
        world.ctx.app,
        player.token,
        'card',
        bookingBody(world.club.court, date, 11),
      );
      expect(fourth.statusCode).toBe(409);
      expect(errorBodySchema.parse(fourth.json())).toMatchObject({ code: 'TOO_MANY_HOLDS' });
      expect(errorBodySchema.parse(fourth.json()).message).toContain('3');
      clock.advance(11 * 60_000);
      expect(
        (await pay(world.ctx.app, player.token, 'card', bookingBody(world.club.court, date, 11)))
          .statusCode,
      ).toBe(201);
    });

    it('never refuses resuming a hold of their own at the limit: it adds no hold', async () => {
      const player = await aUser(world.ctx);
      const date = nextDate();
      const held = [];
      for (const hour of [8, 9, 10]) {
        const res = await pay(
          world.ctx.app,
          player.token,
          'card',
          bookingBody(world.club.court, date, hour),
        );
        expect(res.statusCode).toBe(201);
        held.push(bookingPaymentResponseSchema.parse(res.json()));
      }
      const resumed = await pay(
        world.ctx.app,
        player.token,
        'card',
        bookingBody(world.club.court, date, 9),
      );
      expect(resumed.statusCode).toBe(201);
      const again = bookingPaymentResponseSchema.parse(resumed.json());
      expect([again.booking.id, again.formUrl]).toEqual([held[1]!.booking.id, held[1]!.formUrl]);
      expect(await holdsOf(player)).toHaveLength(3);
      expect(await rows('bookings', player.id)).toHaveLength(3);
    });

    it('lets a player have at most 4 future cash bookings at one club, walk-ins aside', async () => {
      const player = await aUser(world.ctx);
      const date = nextDate();
      for (const hour of [8, 9, 10, 11])
        expect(
          (
            await pay(
              world.ctx.app,
              player.token,
              'cash',
              bookingBody(world.club.court, date, hour),
            )
          ).statusCode,
        ).toBe(201);
      const fifth = await pay(
        world.ctx.app,
        player.token,
        'cash',
        bookingBody(world.club.court, date, 12),
      );
      expect(fifth.statusCode).toBe(409);
      expect(errorBodySchema.parse(fifth.json()).code).toBe('TOO_MANY_CASH_BOOKINGS');
      const elsewhere = await aClubWithCourt(world.ctx);
      expect(
        (
          await pay(
            world.ctx.app,
            player.token,
            'cash',
            bookingBody(elsewhere.court, clubDateIn(2, 'Europe/Madrid', clock.now()), 12),
          )
        ).statusCode,
      ).toBe(201);
      for (const hour of [13, 14, 15, 16, 17]) {
        const walkIn = bookingBody(world.club.court, date, hour, 60, {
          customerName: `Guest ${hour}`,
        });
        expect((await pay(world.ctx.app, world.club.owner.token, 'cash', walkIn)).statusCode).toBe(
          201,
        );
      }
    });

    it('opens bookings up to 60 days ahead', async () => {
      const player = await aUser(world.ctx);
      const last = clubDateIn(60, world.club.court.timeZone, clock.now());
      expect(
        (await pay(world.ctx.app, player.token, 'cash', bookingBody(world.club.court, last, 12)))
          .statusCode,
      ).toBe(201);
      const beyond = await pay(
        world.ctx.app,
        player.token,
        'cash',
        bookingBody(world.club.court, clubDateIn(61, world.club.court.timeZone, clock.now()), 12),
      );
      expect(beyond.statusCode).toBe(400);
      expect(errorBodySchema.parse(beyond.json()).details).toEqual([
        { field: 'body.date', message: 'Bookings open up to 60 days ahead' },
      ]);
    });
  });
});
