import {
  bookingPaymentResponseSchema,
  cancelBookingResponseSchema,
  cancellationRuleSchema,
  clubReportSchema,
  coinsForAmount,
  courtDetailListSchema,
  errorBodySchema,
  myBookingListSchema,
  type CancellationRule,
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
import { aClubWithCourt, aPlayerWithCoins } from '#test/helpers/builders.js';
import {
  bearer,
  createTestContext,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

const hourMs = 3_600_000;
/** An odd price, so a half of it has to be rounded. */
const price = 2505;

describe("a club's cancellation rule", () => {
  const clock = movableClock();
  let ctx: TestContext;
  let court: TestCourt;
  let owner: string;
  let player: string;
  const start = clock.now();
  let day = 2;
  /** A day later than the last one booked: the clock only moves up to a booking's start. */
  const nextDate = () => clubDateIn((day += 1), court.timeZone, start);

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    const club = await aClubWithCourt(ctx, { pricePerHour: price });
    court = club.court;
    owner = club.owner.token;
    player = (await registerPlayer(ctx.app)).token;
  });
  afterAll(() => ctx.close());

  const setRule = (token: string, rule: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/owner/cancellation',
      headers: bearer(token),
      payload: rule as Record<string, unknown>,
    });
  const cancel = (token: string, id: string, refundTo?: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${id}${refundTo ? `?refundTo=${refundTo}` : ''}`,
      headers: bearer(token),
    });
  const paymentRow = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function booked(method: string, token = player) {
    const res = await pay(ctx.app, token, method, bookingBody(court, nextDate(), 18));
    expect(res.statusCode, res.body).toBe(201);
    const body = bookingPaymentResponseSchema.parse(res.json());
    if (method === 'card') await decideCheckout(ctx.app, body.formUrl!, 'approve');
    return body;
  }
  /** Moves the clock to `hours` (and `ms`) before the booking starts. */
  function before(startsAt: string, hours: number, ms = 0) {
    clock.advance(Date.parse(startsAt) - hours * hourMs - ms - clock.now().getTime());
  }
  async function withRule(rule: CancellationRule, run: () => Promise<void>) {
    expect((await setRule(owner, rule)).statusCode).toBe(200);
    try {
      await run();
    } finally {
      await setRule(owner, { noticeHours: 24, lateRefundPercent: null });
    }
  }

  describe('the owner', () => {
    it('finds every club on the spec’s rule, and players read it with the club', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/owner/cancellation',
        headers: bearer(owner),
      });
      expect(res.statusCode).toBe(200);
      expect(cancellationRuleSchema.parse(res.json())).toEqual({
        noticeHours: 24,
        lateRefundPercent: null,
      });
      const courts = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/club/${court.clubId}/court?court=${court.courtId}`,
        headers: bearer(player),
      });
      const [detail] = courtDetailListSchema.parse(courts.json());
      expect(detail!.club.cancellation).toEqual({ noticeHours: 24, lateRefundPercent: null });
    });

    it('sets a rule its players see at once, at checkout and on their bookings', async () => {
      const mine = await booked('cash');
      await withRule({ noticeHours: 12, lateRefundPercent: 50 }, async () => {
        const courts = await ctx.app.inject({
          method: 'GET',
          url: `/api/user/club/${court.clubId}/court?court=${court.courtId}`,
          headers: bearer(player),
        });
        const [detail] = courtDetailListSchema.parse(courts.json());
        expect(detail!.club.cancellation).toEqual({ noticeHours: 12, lateRefundPercent: 50 });
        const list = await ctx.app.inject({
          method: 'GET',
          url: '/api/user/me/bookings?when=upcoming',
          headers: bearer(player),
        });
        const found = myBookingListSchema.parse(list.json()).find((b) => b.id === mine.booking.id);
        expect(found!.court.club.cancellation).toEqual({ noticeHours: 12, lateRefundPercent: 50 });
      });
    });

    it.each([
      { noticeHours: 169, lateRefundPercent: null },
      { noticeHours: -1, lateRefundPercent: null },
      { noticeHours: 1.5, lateRefundPercent: null },
      { noticeHours: 24, lateRefundPercent: 101 },
      { noticeHours: 24, lateRefundPercent: -5 },
      { noticeHours: 24 },
    ])('refuses a rule out of range: %j', async (rule) => {
      const res = await setRule(owner, rule);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
    });

    it('is the owner’s alone to set', async () => {
      const rule = { noticeHours: 2, lateRefundPercent: 100 };
      expect((await setRule(player, rule)).statusCode).toBe(403);
      const other = await aClubWithCourt(ctx);
      expect((await setRule(other.owner.token, rule)).statusCode).toBe(200);
      const mine = await ctx.app.inject({
        method: 'GET',
        url: '/api/owner/cancellation',
        headers: bearer(owner),
      });
      expect(mine.json()).toEqual({ noticeHours: 24, lateRefundPercent: null });
    });
  });

  describe('a player cancelling', () => {
    it('at a club left on the default: in full at exactly 24 hours, refused a moment later', async () => {
      const onTime = await booked('card');
      before(onTime.booking.startsAt, 24);
      const res = await cancel(player, onTime.booking.id);
      expect(res.statusCode).toBe(200);
      expect(cancelBookingResponseSchema.parse(res.json())).toMatchObject({
        refundedTo: 'provider',
        refundedAmount: price,
      });
      await vi.waitFor(async () =>
        expect((await paymentRow(onTime.paymentId)).status).toBe('refunded'),
      );
      expect((await paymentRow(onTime.paymentId)).refund_amount).toBeNull();

      const late = await booked('cash');
      before(late.booking.startsAt, 24, -1);
      const refused = await cancel(player, late.booking.id);
      expect(refused.statusCode).toBe(409);
      expect(errorBodySchema.parse(refused.json())).toMatchObject({
        code: 'TOO_LATE_TO_CANCEL',
        message: 'A booking can be cancelled up to 24 hours before it starts',
      });
    });

    it('within a 12-hour window: in full up to 12 hours before, refused after', async () => {
      await withRule({ noticeHours: 12, lateRefundPercent: null }, async () => {
        const first = await booked('cash');
        // 13 hours ahead is inside the spec's 24 but outside this club's 12.
        before(first.booking.startsAt, 13);
        expect((await cancel(player, first.booking.id)).statusCode).toBe(200);

        const edge = await booked('cash');
        before(edge.booking.startsAt, 12);
        expect((await cancel(player, edge.booking.id)).statusCode).toBe(200);

        const late = await booked('cash');
        before(late.booking.startsAt, 11);
        const refused = await cancel(player, late.booking.id);
        expect(refused.statusCode).toBe(409);
        expect(errorBodySchema.parse(refused.json())).toMatchObject({
          code: 'TOO_LATE_TO_CANCEL',
          message: 'A booking can be cancelled up to 12 hours before it starts',
        });
        const row = await ctx.db
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', late.booking.id)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('confirmed');
      });
    });

    it('late with a 50% share: the card gets half back, rounded down to the cent', async () => {
      await withRule({ noticeHours: 12, lateRefundPercent: 50 }, async () => {
        const refunds = vi.spyOn(ctx.app.services.sandbox.card, 'refund');
        const mine = await booked('card');
        before(mine.booking.startsAt, 3);
        const res = await cancel(player, mine.booking.id);
        expect(res.statusCode).toBe(200);
        const body = cancelBookingResponseSchema.parse(res.json());
        // 50% of 2505 is 1252.5: the club keeps the half cent.
        expect(body).toMatchObject({ refundedTo: 'provider', refundedAmount: 1252 });
        expect(body.booking.status).toBe('cancelled');
        await vi.waitFor(async () =>
          expect((await paymentRow(mine.paymentId)).status).toBe('refunded'),
        );
        expect(await paymentRow(mine.paymentId)).toMatchObject({
          refund_to: 'provider',
          refund_amount: 1252,
        });
        expect(refunds).toHaveBeenCalledWith(
          expect.objectContaining({ paymentId: mine.paymentId, amount: 1252 }),
        );
        refunds.mockRestore();
      });
    });

    it('late with a 50% share taken as coins, or paid in coins: half of it in coins', async () => {
      await withRule({ noticeHours: 12, lateRefundPercent: 50 }, async () => {
        const card = await booked('card');
        before(card.booking.startsAt, 2);
        const before1 = await coinsOf(ctx.app, player);
        const asCoins = cancelBookingResponseSchema.parse(
          (await cancel(player, card.booking.id, 'coins')).json(),
        );
        expect(asCoins).toMatchObject({
          refundedTo: 'coins',
          refundedAmount: 1252,
          refundedCoins: coinsForAmount(1252),
          coinBalance: before1 + coinsForAmount(1252),
        });
        expect(await paymentRow(card.paymentId)).toMatchObject({
          status: 'refunded',
          refund_to: 'coins',
          refund_amount: 1252,
        });

        const rich = await aPlayerWithCoins(ctx, 1000);
        const coins = await booked('coins', rich.token);
        before(coins.booking.startsAt, 1);
        const back = cancelBookingResponseSchema.parse(
          (await cancel(rich.token, coins.booking.id)).json(),
        );
        expect(back).toMatchObject({
          refundedTo: 'coins',
          refundedAmount: 1252,
          refundedCoins: 126,
          coinBalance: 1000 - coinsForAmount(price) + 126,
        });
      });
    });

    it('late with no share: cancelled, nothing back, the club keeps the payment', async () => {
      await withRule({ noticeHours: 24, lateRefundPercent: 0 }, async () => {
        const mine = await booked('card');
        before(mine.booking.startsAt, 5);
        const body = cancelBookingResponseSchema.parse(
          (await cancel(player, mine.booking.id)).json(),
        );
        expect(body).toMatchObject({ refundedTo: 'none', refundedAmount: 0, refundedCoins: 0 });
        expect(body.booking.status).toBe('cancelled');
        expect((await paymentRow(mine.paymentId)).status).toBe('succeeded');
      });
    });

    it('late at the club with cash due: just cancelled, nothing left to pay', async () => {
      await withRule({ noticeHours: 24, lateRefundPercent: 50 }, async () => {
        const mine = await booked('cash');
        before(mine.booking.startsAt, 5);
        const body = cancelBookingResponseSchema.parse(
          (await cancel(player, mine.booking.id)).json(),
        );
        expect(body).toMatchObject({ refundedTo: 'none', refundedAmount: 0 });
        expect((await paymentRow(mine.paymentId)).status).toBe('cancelled');
      });
    });

    it('never once the booking has started, even with no notice and a full share', async () => {
      await withRule({ noticeHours: 0, lateRefundPercent: 100 }, async () => {
        const before1h = await booked('cash');
        before(before1h.booking.startsAt, 0, 1);
        expect((await cancel(player, before1h.booking.id)).statusCode).toBe(200);

        const started = await booked('cash');
        before(started.booking.startsAt, 0);
        const refused = await cancel(player, started.booking.id);
        expect(refused.statusCode).toBe(409);
        expect(errorBodySchema.parse(refused.json()).code).toBe('TOO_LATE_TO_CANCEL');
      });
    });

    it('counts what the club kept of a late cancellation as its revenue', async () => {
      await withRule({ noticeHours: 24, lateRefundPercent: 40 }, async () => {
        const mine = await booked('card');
        before(mine.booking.startsAt, 5);
        expect((await cancel(player, mine.booking.id)).statusCode).toBe(200);
        await vi.waitFor(async () =>
          expect((await paymentRow(mine.paymentId)).status).toBe('refunded'),
        );
        const date = mine.booking.date;
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/owner/report?from=${date}&to=${date}`,
          headers: bearer(owner),
        });
        const report = clubReportSchema.parse(res.json());
        // 40% of 2505 is 1002 back; the club kept 1503.
        expect(report.revenueByMethod).toEqual([{ method: 'card', count: 1, amount: 1503 }]);
        expect(report.cancellations).toEqual({ count: 1, amount: price });
      });
    });
  });
});
