import {
  bookingPaymentResponseSchema,
  errorBodySchema,
  paymentProvidersSchema,
  stripeWebhookAnswerSchema,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { aClubWithCourt, aUser, type TestClub, type TestUser } from './helpers/builders.js';
import {
  deliverStripeEvent,
  startFakeStripe,
  stripeSettingsOf,
  type FakeStripe,
} from './helpers/fake-stripe.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { movableClock } from './helpers/tokens.js';

const webhookSecret = 'whsec_courtsideTestSecret';
const publicUrl = 'http://courtside.test';

/**
 * Card payments through Stripe, at the HTTP boundary: the app's `stripe` client talks to a
 * local stand-in of Stripe's API, and Stripe's webhooks are posted to the app signed by the
 * library's own test helper. Wallet and mobile stay on the sandbox.
 */
describe('card payments through Stripe', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let stripe: FakeStripe;
  let club: TestClub;
  let player: TestUser;
  let rival: TestUser;
  let day = 3;

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret });
    ctx = await createTestContext({
      clock,
      publicUrl,
      stripe: stripeSettingsOf(stripe, webhookSecret),
    });
    club = await aClubWithCourt(ctx);
    player = await aUser(ctx);
    rival = await aUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const paymentRow = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bookingStatus = async (id: string) =>
    (
      await ctx.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const keptEvents = (eventId: string) =>
    ctx.db
      .selectFrom('payment_provider_events')
      .selectAll()
      .where('event_id', '=', eventId)
      .execute();

  /** Books the next free day's slot by card: the payment, its booking and its Stripe session. */
  async function bookByCard(hour = 10) {
    const date = clubDateIn((day += 1), club.court.timeZone, clock.now());
    const res = await pay(ctx.app, player.token, 'card', bookingBody(club.court, date, hour));
    expect(res.statusCode, res.body).toBe(201);
    const answer = bookingPaymentResponseSchema.parse(res.json());
    const sessionId = (await paymentRow(answer.paymentId)).provider_ref!;
    return { ...answer, date, sessionId };
  }

  const deliver = (payload: string, signature = stripe.sign(payload)) =>
    deliverStripeEvent(ctx.app, payload, signature);

  it('says which provider takes each method, and nothing secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/providers' });
    expect(paymentProvidersSchema.parse(res.json())).toEqual({
      card: 'stripe',
      wallet: 'sandbox',
      mobile: 'sandbox',
    });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
  });

  it('pays a booking on a Checkout Session in the club currency and confirms it on the webhook', async () => {
    const booking = await bookByCard();
    expect(booking.status).toBe('pending');
    expect(booking.formUrl).toBe(`${stripe.url}/pay/${booking.sessionId}`);
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.authorization).toBe('Bearer sk_test_courtside');
    expect(created.idempotencyKey).toBe(`courtside-checkout-${booking.paymentId}`);
    expect(Object.fromEntries(created.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: booking.paymentId,
      'line_items[0][price_data][unit_amount]': String(club.pricePerHour),
      'line_items[0][price_data][currency]': 'usd',
      success_url: `${publicUrl}/user/my-booking?payment=${booking.paymentId}`,
    });

    stripe.pay(booking.sessionId);
    const res = await deliver(stripe.event('checkout.session.completed', booking.sessionId));
    expect(res.json()).toEqual({ received: true, applied: true });
    expect((await paymentRow(booking.paymentId)).status).toBe('succeeded');
    expect(await bookingStatus(booking.booking.id)).toBe('confirmed');
  });

  it('keeps the court held when the payment is declined, and lets the player pay again', async () => {
    const booking = await bookByCard();
    // A delayed method completes the checkout unpaid; its failure comes later.
    expect(
      (await deliver(stripe.event('checkout.session.completed', booking.sessionId))).statusCode,
    ).toBe(200);
    expect((await paymentRow(booking.paymentId)).status).toBe('pending');
    await deliver(stripe.event('checkout.session.async_payment_failed', booking.sessionId));
    expect((await paymentRow(booking.paymentId)).status).toBe('failed');
    expect(await bookingStatus(booking.booking.id)).toBe('held');
    // A decline is final: an approval delivered after it changes nothing.
    stripe.pay(booking.sessionId);
    await deliver(stripe.event('checkout.session.completed', booking.sessionId));
    expect((await paymentRow(booking.paymentId)).status).toBe('failed');
    // Paying by card again opens a new checkout, never the declined one.
    const again = await pay(
      ctx.app,
      player.token,
      'card',
      bookingBody(club.court, booking.date, 10),
    );
    const retry = bookingPaymentResponseSchema.parse(again.json());
    expect(retry.status).toBe('pending');
    expect(retry.formUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    expect(retry.formUrl).not.toContain(booking.sessionId);
  });

  it('ends the payment when its session expires unpaid, and the sweeper frees the court', async () => {
    const booking = await bookByCard();
    stripe.expire(booking.sessionId);
    await deliver(stripe.event('checkout.session.expired', booking.sessionId));
    expect((await paymentRow(booking.paymentId)).status).toBe('failed');
    clock.advance(11 * 60_000);
    await ctx.app.services.courtTime.expireLapsedHolds();
    expect(await bookingStatus(booking.booking.id)).toBe('expired');
    const rivalBooks = await pay(
      ctx.app,
      rival.token,
      'cash',
      bookingBody(club.court, booking.date, 10),
    );
    expect(rivalBooks.statusCode).toBe(201);
  });

  it('refunds through Stripe a completion that arrives after the hold lapsed and the court was taken', async () => {
    const booking = await bookByCard(12);
    clock.advance(11 * 60_000);
    expect(
      (await pay(ctx.app, rival.token, 'cash', bookingBody(club.court, booking.date, 12)))
        .statusCode,
    ).toBe(201);
    await ctx.app.services.courtTime.expireLapsedHolds();
    expect((await paymentRow(booking.paymentId)).status).toBe('expired');

    const session = stripe.pay(booking.sessionId);
    expect(
      (await deliver(stripe.event('checkout.session.completed', booking.sessionId))).statusCode,
    ).toBe(200);
    const refunded = await paymentRow(booking.paymentId);
    expect(refunded).toMatchObject({ status: 'refunded', refund_to: 'provider' });
    expect(refunded.refund_ref).toMatch(/^re_test_/);
    const refund = stripe.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === session.payment_intent,
    );
    expect(refund?.idempotencyKey).toBe(`courtside-refund-${booking.paymentId}`);
    expect(await bookingStatus(booking.booking.id)).toBe('expired');
  });

  it('closes the Stripe checkout once the hold has lapsed, so the court can no longer be paid', async () => {
    const booking = await bookByCard(17);
    clock.advance(11 * 60_000);
    await ctx.app.services.courtTime.expireLapsedHolds();
    expect((await paymentRow(booking.paymentId)).status).toBe('expired');
    expect(await ctx.app.services.payments.closeEndedCheckouts()).toBeGreaterThanOrEqual(1);
    expect(stripe.session(booking.sessionId).status).toBe('expired');
    const expiring = stripe.requests.filter((r) => r.path.endsWith(`${booking.sessionId}/expire`));
    expect(expiring).toHaveLength(1);
    expect((await paymentRow(booking.paymentId)).checkout_url).toBeNull();
    // Closed once: the next round leaves it alone, and Stripe's own expiry event changes nothing.
    await ctx.app.services.payments.closeEndedCheckouts();
    expect(
      stripe.requests.filter((r) => r.path.endsWith(`${booking.sessionId}/expire`)),
    ).toHaveLength(1);
    await deliver(stripe.event('checkout.session.expired', booking.sessionId));
    expect((await paymentRow(booking.paymentId)).status).toBe('expired');
  });

  it('refuses a forged or altered event with 400 and changes nothing', async () => {
    const booking = await bookByCard();
    stripe.pay(booking.sessionId);
    const genuine = stripe.event('checkout.session.completed', booking.sessionId);
    const forged = [
      deliver(genuine, stripe.sign(genuine, 'whsec_someoneElse')),
      deliver(genuine, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
      deliver(genuine.replace('"livemode":false', '"livemode":false '), stripe.sign(genuine)),
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: genuine,
      }),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBodySchema.parse(res.json()).code).toBe('INVALID_SIGNATURE');
    }
    expect((await paymentRow(booking.paymentId)).status).toBe('pending');
    expect(await bookingStatus(booking.booking.id)).toBe('held');
    expect(await keptEvents(JSON.parse(genuine).id)).toEqual([]);
  });

  it('applies a replayed event once', async () => {
    const booking = await bookByCard();
    stripe.pay(booking.sessionId);
    const event = stripe.event('checkout.session.completed', booking.sessionId);
    expect((await deliver(event)).json()).toEqual({ received: true, applied: true });
    // The player cancels and is refunded to the card; a replay must not book the court again.
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${booking.booking.id}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The refund goes to Stripe once the cancellation has committed.
    await vi.waitFor(async () =>
      expect((await paymentRow(booking.paymentId)).status).toBe('refunded'),
    );
    const before = await paymentRow(booking.paymentId);
    expect(before.refund_ref).toMatch(/^re_test_/);
    const replays = await Promise.all([deliver(event), deliver(event)]);
    expect(replays.map((r) => r.json())).toEqual([
      { received: true, applied: false },
      { received: true, applied: false },
    ]);
    expect(await paymentRow(booking.paymentId)).toEqual(before);
    expect(await bookingStatus(booking.booking.id)).toBe('cancelled');
    expect(await keptEvents(JSON.parse(event).id)).toHaveLength(1);
  });

  it('answers applied to one of ten deliveries of an event arriving at once, and already applied to the rest', async () => {
    const booking = await bookByCard();
    stripe.pay(booking.sessionId);
    const paid = stripe.event('checkout.session.completed', booking.sessionId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(paid)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const applied = answers.map((res) => stripeWebhookAnswerSchema.parse(res.json()).applied);
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect((await paymentRow(booking.paymentId)).status).toBe('succeeded');
    expect(await bookingStatus(booking.booking.id)).toBe('confirmed');
    expect(await keptEvents(JSON.parse(paid).id)).toHaveLength(1);

    // The same straight at the service, past the request pipeline (which on SQLite takes the
    // requests one at a time): for a payment, and for an event that settles nothing (a
    // checkout completed unpaid, say).
    const other = await bookByCard(11);
    const unpaid = stripe.event('checkout.session.completed', other.sessionId);
    stripe.pay(other.sessionId);
    for (const payload of [unpaid, stripe.event('checkout.session.completed', other.sessionId)]) {
      const event = ctx.app.services.stripe!.readEvent(payload, stripe.sign(payload))!;
      const once = await Promise.all(
        Array.from({ length: 10 }, () => ctx.app.services.payments.handleProviderEvent(event)),
      );
      expect(once.filter(Boolean)).toHaveLength(1);
      expect(await keptEvents(event.eventId)).toHaveLength(1);
    }
    expect((await paymentRow(other.paymentId)).status).toBe('succeeded');
  });

  it('keeps a refund Stripe could not take and sends it again from the sweeper, once', async () => {
    const booking = await bookByCard(15);
    clock.advance(11 * 60_000);
    await ctx.app.services.courtTime.expireLapsedHolds();
    expect(
      (await pay(ctx.app, rival.token, 'cash', bookingBody(club.court, booking.date, 15)))
        .statusCode,
    ).toBe(201);

    stripe.state.failRefunds = true;
    stripe.pay(booking.sessionId);
    expect(
      (await deliver(stripe.event('checkout.session.completed', booking.sessionId))).statusCode,
    ).toBe(200);
    expect((await paymentRow(booking.paymentId)).status).toBe('refund_pending');

    stripe.state.failRefunds = false;
    await ctx.app.services.payments.retryRefunds();
    expect((await paymentRow(booking.paymentId)).status).toBe('refunded');
    const attempts = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.get('metadata[paymentId]') === booking.paymentId,
    );
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(attempts.map((a) => a.idempotencyKey))).toEqual(
      new Set([`courtside-refund-${booking.paymentId}`]),
    );
    await ctx.app.services.payments.retryRefunds();
    const refundCalls = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(
      refundCalls.filter((r) => r.form.get('metadata[paymentId]') === booking.paymentId),
    ).toHaveLength(attempts.length);
  });
});
