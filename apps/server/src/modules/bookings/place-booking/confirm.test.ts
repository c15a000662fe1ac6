import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aPlayerWithCoins, aUser, type TestClub } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay, providerReports } from '#test/helpers/booking-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { confirmBooking } from './confirm.js';

describe('confirmBooking', () => {
  let ctx: TestContext;
  let club: TestClub;
  let hour = 7;

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
  });
  afterAll(() => ctx.close());

  const placed = async (token: string, method: string) => {
    const res = await pay(
      ctx.app,
      token,
      method,
      bookingBody(club.court, clubDateIn(4, club.court.timeZone), (hour += 1)),
    );
    const body = res.json<{ booking: { id: string }; paymentId: string }>();
    return { bookingId: body.booking.id, paymentId: body.paymentId };
  };
  const confirm = (booking: { bookingId: string; paymentId: string }) =>
    confirmBooking({ db: ctx.db, payments: ctx.app.services.payments }, booking);

  it('answers a hosted payment as pending with the checkout to open', async () => {
    const player = await aUser(ctx);
    const answer = await confirm(await placed(player.token, 'card'));
    expect(answer).toMatchObject({
      status: 'pending',
      booking: { status: 'held', paymentStatus: 'pending' },
    });
    expect(answer.formUrl).toMatch(/^\/api\/payments\/sandbox\//);
    expect(answer.booking.formUrl).toBe(answer.formUrl);
  });

  it('answers coins as confirmed with the balance left', async () => {
    const player = await aPlayerWithCoins(ctx, 1000);
    const answer = await confirm(await placed(player.token, 'coins'));
    expect(answer).toMatchObject({
      status: 'confirmed',
      coinBalance: 760,
      booking: { status: 'confirmed' },
    });
  });

  it('refuses to answer a booking whose payment has ended', async () => {
    const player = await aUser(ctx);
    const booking = await placed(player.token, 'mobile');
    await providerReports(ctx.app, ctx.db, booking.paymentId, 'failed');
    await expect(confirm(booking)).rejects.toMatchObject({
      statusCode: 409,
      code: 'PAYMENT_ENDED',
    });
  });
});
