import {
  bookingPaymentResponseSchema,
  cancelBookingResponseSchema,
  courtReservationListSchema,
  errorBodySchema,
  myBookingListSchema,
  paymentSchema,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookingBody,
  clubDateIn,
  coinsOf,
  decideCheckout,
  pay,
  type TestCourt,
} from '#test/helpers/booking-fixtures.js';
import { aClubWithCourt } from '#test/helpers/builders.js';
import {
  bearer,
  createTestContext,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

describe('bookings', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let court: TestCourt;
  let player: string;
  let owner: string;
  let ownerId: string;
  // Eleven dates are taken from here, each a day later: all well inside the 60-day horizon
  // whatever the time of day (from 50, the last was 61 days ahead and refused near midnight).
  let day = 40;
  const nextDate = () => clubDateIn((day += 1), court.timeZone, clock.now());

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    const club = await aClubWithCourt(ctx);
    court = club.court;
    player = (await registerPlayer(ctx.app)).token;
    owner = club.owner.token;
    ownerId = club.owner.id;
  });
  afterAll(() => ctx.close());

  const cancel = (token: string, id: string, refundTo?: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${id}${refundTo ? `?refundTo=${refundTo}` : ''}`,
      headers: bearer(token),
    });
  const paymentRow = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('cancellation', () => {
    it('sends a card payment back to the card by default and frees the slot', async () => {
      const date = nextDate();
      const held = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, player, 'card', bookingBody(court, date, 18, 120))).json(),
      );
      await decideCheckout(ctx.app, held.formUrl!, 'approve');
      const before = await coinsOf(ctx.app, player);

      const res = await cancel(player, held.booking.id);
      expect(res.statusCode).toBe(200);
      const body = cancelBookingResponseSchema.parse(res.json());
      expect(body.booking.status).toBe('cancelled');
      expect(body.booking.refundTo).toBe('provider');
      expect(body).toMatchObject({ refundedTo: 'provider', refundedCoins: 0, coinBalance: before });
      // The provider's refund is sent once the cancellation has committed.
      await vi.waitFor(async () =>
        expect((await paymentRow(held.paymentId)).status).toBe('refunded'),
      );
      expect((await paymentRow(held.paymentId)).refund_to).toBe('provider');
      expect(
        (await pay(ctx.app, player, 'cash', bookingBody(court, date, 18, 120))).statusCode,
      ).toBe(201);

      const again = await cancel(player, held.booking.id);
      expect(again.statusCode).toBe(409);
      expect(await coinsOf(ctx.app, player)).toBe(before);
    });

    it('gives coins at once instead when the player asks for them', async () => {
      const held = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, player, 'card', bookingBody(court, nextDate(), 18, 120))).json(),
      );
      await decideCheckout(ctx.app, held.formUrl!, 'approve');
      const before = await coinsOf(ctx.app, player);

      const res = await cancel(player, held.booking.id, 'coins');
      const body = cancelBookingResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        refundedTo: 'coins',
        refundedCoins: Math.ceil(held.booking.amount / 10),
        coinBalance: before + Math.ceil(held.booking.amount / 10),
      });
      expect(body.booking.refundTo).toBe('coins');
      expect(await paymentRow(held.paymentId)).toMatchObject({
        status: 'refunded',
        refund_to: 'coins',
      });
    });

    it('refuses a refund choice it does not know', async () => {
      const someone = (await registerPlayer(ctx.app)).token;
      const booked = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, someone, 'cash', bookingBody(court, nextDate(), 9))).json(),
      );
      const res = await cancel(someone, booked.booking.id, 'cheque');
      expect(res.statusCode).toBe(400);
      expect((await paymentRow(booked.paymentId)).status).toBe('due_at_club');
    });

    it('returns nothing for cash, which is paid at the club', async () => {
      const booked = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, player, 'cash', bookingBody(court, nextDate(), 7))).json(),
      );
      const body = cancelBookingResponseSchema.parse(
        (await cancel(player, booked.booking.id)).json(),
      );
      expect(body.refundedCoins).toBe(0);
    });

    it('gives no coins for a booking whose cash the club already collected', async () => {
      const booked = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, player, 'cash', bookingBody(court, nextDate(), 8))).json(),
      );
      // Paid at the desk days ahead: the owner marks it collected before the booking starts.
      const collected = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/payments/${booked.paymentId}/cash`,
        headers: bearer(owner),
        payload: { outcome: 'collected' },
      });
      expect(paymentSchema.parse(collected.json()).status).toBe('succeeded');
      const before = await coinsOf(ctx.app, player);

      const res = await cancel(player, booked.booking.id);
      expect(res.statusCode).toBe(200);
      const body = cancelBookingResponseSchema.parse(res.json());
      expect(body.booking.status).toBe('cancelled');
      // Cash taken at the club is not money the app holds: it never comes back as coins, and
      // the payment stays as the club recorded it.
      expect(body.refundedCoins).toBe(0);
      expect(body.coinBalance).toBe(before);
      expect(body.booking.paymentStatus).toBe('succeeded');
      expect(await coinsOf(ctx.app, player)).toBe(before);
    });

    it('refuses within 24 hours of the start, and hides other people\u2019s bookings', async () => {
      // Two days ahead: 23 hours before its start is always still to come, so the clock only
      // ever moves forward (tomorrow evening is less than 23 hours away late in the day).
      const date = clubDateIn(2, court.timeZone, clock.now());
      const booked = bookingPaymentResponseSchema.parse(
        (await pay(ctx.app, player, 'cash', bookingBody(court, date, 21))).json(),
      );
      const stranger = (await registerPlayer(ctx.app)).token;
      expect((await cancel(stranger, booked.booking.id)).statusCode).toBe(404);

      const startsAt = Date.parse(booked.booking.startsAt);
      clock.advance(startsAt - clock.now().getTime() - 23 * 3_600_000);
      const late = await cancel(player, booked.booking.id);
      expect(late.statusCode).toBe(409);
      expect(errorBodySchema.parse(late.json()).code).toBe('TOO_LATE_TO_CANCEL');
    });
  });

  it('lists my bookings with club, court and club-local times', async () => {
    const date = nextDate();
    const booked = bookingPaymentResponseSchema.parse(
      (await pay(ctx.app, player, 'cash', bookingBody(court, date, 20))).json(),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/bookings',
      headers: bearer(player),
    });
    const mine = myBookingListSchema.parse(res.json());
    const found = mine.find((b) => b.id === booked.booking.id);
    expect(found).toMatchObject({
      date,
      startTime: '20:00',
      endTime: '21:00',
      court: { id: court.courtId, club: { id: court.clubId, timeZone: 'Europe/Madrid' } },
    });
    expect(new Date(found!.startsAt).toISOString()).toBe(found!.startsAt);
  });

  it("tells the player and the club's owner a booking paid in cash is confirmed, but not of a club's walk-in", async () => {
    const booker = await registerPlayer(ctx.app);
    const booked = await pay(ctx.app, booker.token, 'cash', bookingBody(court, nextDate(), 9));
    expect(booked.statusCode).toBe(201);
    const walkIn = await pay(
      ctx.app,
      owner,
      'cash',
      bookingBody(court, nextDate(), 9, 60, { walkIn: true }),
    );
    expect(walkIn.statusCode).toBe(201);

    const noticesOf = async (userId: string) =>
      (await ctx.app.services.notifications.page(userId, undefined, 10)).items.map((n) => ({
        kind: n.kind,
        booking: n.facts.booking,
      }));
    expect(await noticesOf(booker.id)).toEqual([
      { kind: 'booking_confirmed', booking: booked.json().booking.id },
    ]);
    // The owner hears of the player's booking (and of other tests' ones), not of its walk-in.
    const aboutThese = (await noticesOf(ownerId)).filter((notice) =>
      [booked.json().booking.id, walkIn.json().booking.id].includes(notice.booking),
    );
    expect(aboutThese).toEqual([{ kind: 'club_booking_made', booking: booked.json().booking.id }]);
  });

  describe('owner reservations', () => {
    it('shows the owner who booked each hour of their court, and books a walk-in for cash', async () => {
      const date = nextDate();
      await pay(ctx.app, player, 'cash', bookingBody(court, date, 9, 120));
      const walkIn = await pay(
        ctx.app,
        owner,
        'cash',
        bookingBody(court, date, 12, 60, {
          customerName: 'Ana Walk-in',
          customerPhone: '699 111 222',
        }),
      );
      expect(walkIn.statusCode).toBe(201);

      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/booking/court/${court.courtId}?date=${date}`,
        headers: bearer(owner),
      });
      expect(res.statusCode).toBe(200);
      const day = courtReservationListSchema.parse(res.json());
      // One entry per half hour, each saying what holds it.
      expect(day.map((r) => r.startTime)).toEqual([
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '12:00',
        '12:30',
      ]);
      expect(new Set(day.slice(0, 4).map((r) => r.id)).size).toBe(1);
      expect(day[0]).toMatchObject({
        kind: 'booking',
        customerName: 'Test',
        madeByOwner: false,
        paymentMethod: 'cash',
        paymentStatus: 'due_at_club',
      });
      expect(day[4]).toMatchObject({
        customerName: 'Ana Walk-in',
        customerPhone: '+34699111222',
        madeByOwner: true,
        paymentMethod: 'cash',
      });
    });

    it('refuses players and other owners', async () => {
      const url = `/api/booking/court/${court.courtId}?date=${nextDate()}`;
      expect(
        (await ctx.app.inject({ method: 'GET', url, headers: bearer(player) })).statusCode,
      ).toBe(403);
      const owner2 = (await aClubWithCourt(ctx)).owner.token;
      expect(
        (await ctx.app.inject({ method: 'GET', url, headers: bearer(owner2) })).statusCode,
      ).toBe(403);
      const walkIn = bookingBody(court, nextDate(), 12, 60, { customerName: 'Sneaky' });
      expect((await pay(ctx.app, owner2, 'cash', walkIn)).statusCode).toBe(403);
      expect((await pay(ctx.app, player, 'cash', walkIn)).statusCode).toBe(403);
      expect((await pay(ctx.app, owner, 'card', walkIn)).statusCode).toBe(400);
    });
  });
});
