import { bookingPaymentResponseSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { aClubWithCourt, aUser, type TestClub } from './helpers/builders.js';
import {
  deliverStripeEvent,
  startFakeStripe,
  stripeSettingsOf,
  type FakeStripe,
} from './helpers/fake-stripe.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

const webhookSecret = 'whsec_courtsidePaidAmount';

/**
 * A provider that reports a payment paid with other money than the payment asked for (a
 * checkout changed on its side, another currency) settles nothing: the payment stays to pay
 * and what it holds stays held, for a person to look at.
 */
describe('a paid event for other money than the payment asked for', () => {
  let ctx: TestContext;
  let stripe: FakeStripe;
  let club: TestClub;
  let day = 3;

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret });
    ctx = await createTestContext({
      publicUrl: 'http://courtside.test',
      stripe: stripeSettingsOf(stripe, webhookSecret),
    });
    club = await aClubWithCourt(ctx, { pricePerHour: 2400 });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const statusOf = async (table: 'payments' | 'bookings', id: string) =>
    (await ctx.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  /** A court booked by card by a new player (a player holds a few unpaid bookings at most). */
  async function bookByCard() {
    const player = await aUser(ctx);
    const date = clubDateIn((day += 1), club.court.timeZone);
    const res = await pay(ctx.app, player.token, 'card', bookingBody(club.court, date, 10));
    expect(res.statusCode, res.body).toBe(201);
    const answer = bookingPaymentResponseSchema.parse(res.json());
    const payment = await ctx.db
      .selectFrom('payments')
      .select(['amount', 'provider_ref'])
      .where('id', '=', answer.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(2400);
    return { ...answer, session: stripe.session(payment.provider_ref!) };
  }

  async function deliverCompleted(sessionId: string) {
    const payload = stripe.event('checkout.session.completed', sessionId);
    const res = await deliverStripeEvent(ctx.app, payload, stripe.sign(payload));
    expect(res.statusCode, res.body).toBe(200);
  }

  it.each([
    ['less money', { amount_total: 2300 }],
    ['more money', { amount_total: 2500 }],
    ['the same amount in another currency', { currency: 'eur' }],
  ])('leaves the payment unpaid and the court held when paid with %s', async (_, change) => {
    const booking = await bookByCard();
    Object.assign(booking.session, change);
    stripe.pay(booking.session.id);
    await deliverCompleted(booking.session.id);
    expect(await statusOf('payments', booking.paymentId)).toBe('pending');
    expect(await statusOf('bookings', booking.booking.id)).toBe('held');
  });

  it('settles a checkout paid with the money asked for', async () => {
    const booking = await bookByCard();
    stripe.pay(booking.session.id);
    await deliverCompleted(booking.session.id);
    expect(await statusOf('payments', booking.paymentId)).toBe('succeeded');
    expect(await statusOf('bookings', booking.booking.id)).toBe('confirmed');
  });
});
