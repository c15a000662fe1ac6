import { bookingPaymentResponseSchema, coinsForAmount, errorBodySchema } from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { aPlayerWithCoins, aUser } from '#test/helpers/builders.js';
import { bookingBody, coinsOf, pay, providerReports } from '#test/helpers/booking-fixtures.js';
import { useClubWorld } from '#test/helpers/club-world.js';
import { testDialect } from '#test/helpers/test-database.js';

describe(`money under races (${testDialect})`, () => {
  const world = useClubWorld();
  const { clock, nextDate } = world;

  const payment = world.paymentRow;
  const booking = world.bookingRow;
  const claimsOf = (id: string) =>
    world.ctx.db.selectFrom('court_claims').selectAll().where('owner_id', '=', id).execute();
  const ledgerSum = async (userId: string) => {
    const rows = await world.ctx.db
      .selectFrom('coin_ledger')
      .select('delta')
      .where('user_id', '=', userId)
      .execute();
    return rows.reduce((sum, row) => sum + row.delta, 0);
  };
  const holdCard = async (token: string, date: string, hour: number, duration: 60 | 120 = 60) => {
    const res = await pay(
      world.ctx.app,
      token,
      'card',
      bookingBody(world.club.court, date, hour, duration),
    );
    expect(res.statusCode).toBe(201);
    return bookingPaymentResponseSchema.parse(res.json());
  };

  it('ends every late approval racing the hold sweeper booked or refunded, never neither', async () => {
    const rounds = 30;
    const outcomes = { booked: 0, refunded: 0 };
    for (let round = 0; round < rounds; round += 1) {
      const player = await aUser(world.ctx);
      const date = nextDate();
      const held = await holdCard(player.token, date, 9 + (round % 10));
      clock.advance(11 * 60_000);
      // Every other round someone books the lapsed hour first, so no late approval can have it.
      if (round % 2 === 1) {
        const rival = await aUser(world.ctx);
        const rivalBody = bookingBody(world.club.court, date, 9 + (round % 10));
        expect((await pay(world.ctx.app, rival.token, 'cash', rivalBody)).statusCode).toBe(201);
      }
      const sweep = () => world.ctx.app.services.courtTime.expireLapsedHolds();
      const approve = () =>
        providerReports(world.ctx.app, world.ctx.db, held.paymentId, 'succeeded');
      const [first, second] = round % 4 < 2 ? [sweep, approve] : [approve, sweep];
      const results = await Promise.all([first(), second()]);
      for (const result of results)
        if (typeof result === 'object') expect(result.statusCode).toBe(200);

      const paid = await payment(held.paymentId);
      const claims = await claimsOf(held.booking.id);
      if (paid.status === 'succeeded') {
        outcomes.booked += 1;
        expect((await booking(held.booking.id)).status).toBe('confirmed');
        expect(claims.map((c) => c.held_until)).toEqual([null, null]);
      } else {
        outcomes.refunded += 1;
        expect(paid).toMatchObject({ status: 'refunded', refund_to: 'provider' });
        expect(paid.refund_ref).toBeTruthy();
        expect((await booking(held.booking.id)).status).not.toBe('confirmed');
        expect(claims).toEqual([]);
      }
    }
    expect(outcomes.booked + outcomes.refunded).toBe(rounds);
    // The rounds where a rival took the hour can only end refunded.
    expect(outcomes.refunded).toBeGreaterThanOrEqual(rounds / 2);
  });

  /** What the player was told, oldest first. */
  const noticesOf = async (userId: string) => {
    const page = await world.ctx.app.services.notifications.page(userId, undefined, 10);
    return page.items.reverse().map((n) => ({ kind: n.kind, booking: n.facts.booking }));
  };

  describe('a late approval of a 120-minute booking', () => {
    it('takes both hours back when both are still free', async () => {
      const player = await aUser(world.ctx);
      const date = nextDate();
      const held = await holdCard(player.token, date, 18, 120);
      clock.advance(11 * 60_000);
      await world.ctx.app.services.courtTime.expireLapsedHolds();
      expect(await claimsOf(held.booking.id)).toEqual([]);
      expect(
        (await providerReports(world.ctx.app, world.ctx.db, held.paymentId, 'succeeded'))
          .statusCode,
      ).toBe(200);
      expect((await payment(held.paymentId)).status).toBe('succeeded');
      expect((await booking(held.booking.id)).status).toBe('confirmed');
      const claims = await claimsOf(held.booking.id);
      expect(claims.map((c) => c.held_until)).toEqual([null, null, null, null]);
      expect(await noticesOf(player.id)).toEqual([
        { kind: 'booking_confirmed', booking: held.booking.id },
      ]);
    });

    it('is refunded when one of its hours was taken meanwhile, keeping neither', async () => {
      const player = await aUser(world.ctx);
      const rival = await aUser(world.ctx);
      const date = nextDate();
      const held = await holdCard(player.token, date, 18, 120);
      clock.advance(11 * 60_000);
      const taken = await pay(
        world.ctx.app,
        rival.token,
        'cash',
        bookingBody(world.club.court, date, 19),
      );
      expect(taken.statusCode).toBe(201);
      await providerReports(world.ctx.app, world.ctx.db, held.paymentId, 'succeeded');
      expect(await payment(held.paymentId)).toMatchObject({ status: 'refunded' });
      expect(await claimsOf(held.booking.id)).toEqual([]);
      const rivalBooking = taken.json<{ booking: { id: string } }>().booking.id;
      expect(await claimsOf(rivalBooking)).toHaveLength(2);
      expect(await noticesOf(player.id)).toEqual([
        { kind: 'booking_refunded', booking: held.booking.id },
      ]);
    });
  });

  describe('coins', () => {
    const coinBody = (date: string, hour: number) => bookingBody(world.club.court, date, hour);
    const cost = () => coinsForAmount(world.club.pricePerHour);

    it('answers parallel coin payments of one player with as many bookings as the coins pay for, the rest 409', async () => {
      const player = await aPlayerWithCoins(world.ctx, cost() * 4);
      const date = nextDate();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          pay(world.ctx.app, player.token, 'coins', coinBody(date, 8 + i)),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(4).fill(201), ...Array(6).fill(409)]);
      for (const res of answers.filter((r) => r.statusCode === 409))
        expect(errorBodySchema.parse(res.json()).code).toBe('NOT_ENOUGH_COINS');
      expect(await coinsOf(world.ctx.app, player.token)).toBe(0);
    });

    it('never takes a balance below zero, whatever thirty payments at once ask for', async () => {
      const start = cost() * 7 + cost() / 2;
      const player = await aPlayerWithCoins(world.ctx, Math.floor(start));
      const dates = [nextDate(), nextDate()];
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          pay(world.ctx.app, player.token, 'coins', coinBody(dates[i % 2]!, 6 + Math.floor(i / 2))),
        ),
      );
      const created = answers.filter((res) => res.statusCode === 201).length;
      expect(created).toBe(7);
      expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
      const balance = await coinsOf(world.ctx.app, player.token);
      expect(balance).toBe(Math.floor(start) - 7 * cost());
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(player.id)).toBe(balance);
    });
  });
});
