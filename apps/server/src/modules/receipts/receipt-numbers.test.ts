import { bookingPaymentResponseSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.js';
import { aClubWithCourt, aPlayerWithCoins, aUser, type TestClub } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay, providerReports } from '#test/helpers/booking-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

/** Receipt numbers stay sequential and unique per club under concurrent payments. */
describe(`receipt numbers under concurrent payments (${testDialect})`, () => {
  let ctx: TestContext;
  let first: TestClub;
  let second: TestClub;
  beforeAll(async () => {
    ctx = await createTestContext();
    first = await aClubWithCourt(ctx);
    second = await aClubWithCourt(ctx);
  });
  afterAll(() => ctx.close());

  const numbersOf = async (clubId: string) =>
    (
      await ctx.db
        .selectFrom('receipts')
        .select('number')
        .where('club_id', '=', clubId)
        .orderBy('number')
        .execute()
    ).map((row) => Number(row.number));
  const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  /** A paid coin payment to a club, as any feature starts one, in its own transaction. */
  const coinPayment = async (clubId: string) => {
    const player = await aPlayerWithCoins(ctx, 100);
    const { payments } = ctx.app.services;
    return () =>
      inTransaction(ctx.db, async (tx) => {
        await payments.lockBuyer(tx, player.id);
        return payments.create(tx, {
          payerId: player.id,
          purpose: 'booking',
          subjectId: `subject-${player.id}`,
          method: 'coins',
          amount: 1000,
          currency: 'USD',
          payeeClubId: clubId,
        });
      });
  };

  it('numbers 1..N with no gap and no repeat at each club, two clubs counting apart', async () => {
    const perClub = 25;
    const starts = [
      ...(await Promise.all(Array.from({ length: perClub }, () => coinPayment(first.clubId)))),
      ...(await Promise.all(Array.from({ length: perClub }, () => coinPayment(second.clubId)))),
    ];
    const paid = await Promise.all(starts.map((start) => start()));
    expect(paid.every((payment) => payment.status === 'succeeded')).toBe(true);
    expect(await numbersOf(first.clubId)).toEqual(oneTo(perClub));
    expect(await numbersOf(second.clubId)).toEqual(oneTo(perClub));
  });

  it('goes on without a gap when bookings, approvals and refunds race at one club', async () => {
    const before = (await numbersOf(first.clubId)).length;
    const date = clubDateIn(3, first.court.timeZone);
    const players = await Promise.all(Array.from({ length: 6 }, () => aUser(ctx)));
    const held = await Promise.all(
      players.map(async (player, index) => {
        const res = await pay(
          ctx.app,
          player.token,
          'card',
          bookingBody(first.court, date, 8 + index),
        );
        expect(res.statusCode, res.body).toBe(201);
        return { player, ...bookingPaymentResponseSchema.parse(res.json()) };
      }),
    );
    const coinBuyers = await Promise.all(
      Array.from({ length: 6 }, () => aPlayerWithCoins(ctx, 500)),
    );
    const cancelLater = coinBuyers.slice(0, 3);
    const booked = await Promise.all([
      ...held.map((h) => providerReports(ctx.app, ctx.db, h.paymentId, 'succeeded')),
      ...coinBuyers.map((buyer, index) =>
        pay(ctx.app, buyer.token, 'coins', bookingBody(first.court, date, 15 + index)),
      ),
    ]);
    for (const res of booked) expect(res.statusCode, res.body).toBeLessThan(300);
    const coinBookings = booked
      .slice(held.length)
      .map((res) => res.json<{ booking: { id: string } }>());
    await Promise.all(
      cancelLater.map((buyer, index) =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/booking/${coinBookings[index]!.booking.id}`,
          headers: { authorization: `Bearer ${buyer.token}` },
        }),
      ),
    );
    // 6 card sales, 6 coin sales, 3 coin refunds.
    expect(await numbersOf(first.clubId)).toEqual(oneTo(before + 15));
  });
});
