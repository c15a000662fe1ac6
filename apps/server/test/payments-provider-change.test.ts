import { bookingPaymentResponseSchema, owedRefundPageSchema } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.js';
import { bookingBody, clubDateIn, pay, providerReports } from './helpers/booking-fixtures.js';
import { aClubWithCourt, aUser, type TestClub, type TestUser } from './helpers/builders.js';
import {
  deliverStripeEvent,
  startFakeStripe,
  stripeSettingsOf,
  type FakeStripe,
} from './helpers/fake-stripe.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';
import { movableClock } from './helpers/tokens.js';

const webhookSecret = 'whsec_courtsideTestSecret';
const publicUrl = 'http://courtside.test';

/**
 * A deployment whose card provider changes: Stripe's keys taken away, or added. Two servers
 * on one database play the deployment before and after: one with Stripe serving cards, one
 * without Stripe's keys (the sandbox serving cards). A payment is refunded, and its checkout
 * closed, by the provider that took it, or waits for that provider, never another.
 */
describe(`refunds after the card provider changed, ${testDialect}`, () => {
  const clock = movableClock();
  let ctx: TestContext;
  let withoutStripe: FastifyInstance;
  let stripe: FakeStripe;
  let club: TestClub;
  let player: TestUser;
  let admin: TestUser;
  let day = 3;

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret });
    ctx = await createTestContext({
      clock,
      publicUrl,
      stripe: stripeSettingsOf(stripe, webhookSecret),
    });
    withoutStripe = await buildApp({
      db: ctx.db,
      jwtSecret: ctx.jwtSecret,
      clock,
      publicUrl,
      logLevel: 'silent',
      holdSweepMs: 0,
      paymentsSandbox: true,
    });
    club = await aClubWithCourt(ctx);
    player = await aUser(ctx);
    admin = await aUser(ctx, 'admin');
  });
  afterAll(async () => {
    await withoutStripe.close();
    await ctx.close();
    await stripe.close();
  });

  const paymentRow = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Every call this payment made at Stripe: its checkout, its refund, closing it. */
  const stripeCallsAbout = (paymentId: string, providerRef: string) =>
    stripe.requests.filter(
      (r) => r.path.includes(providerRef) || r.form.get('metadata[paymentId]') === paymentId,
    );

  /** Books the next free day's slot by card on `app`, pending its checkout. */
  async function bookByCard(app: FastifyInstance) {
    const date = clubDateIn((day += 1), club.court.timeZone, clock.now());
    const res = await pay(app, player.token, 'card', bookingBody(club.court, date, 10));
    expect(res.statusCode, res.body).toBe(201);
    const answer = bookingPaymentResponseSchema.parse(res.json());
    return { ...answer, providerRef: (await paymentRow(answer.paymentId)).provider_ref! };
  }

  const cancel = (app: FastifyInstance, bookingId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/booking/${bookingId}`,
      headers: bearer(player.token),
    });

  async function owedRefunds(app: FastifyInstance) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/refunds',
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return owedRefundPageSchema.parse(res.json()).items;
  }

  it('keeps a Stripe payment cancelled without Stripe waiting for Stripe, shows it to the admin, and refunds it at Stripe once Stripe is back', async () => {
    const booking = await bookByCard(ctx.app);
    stripe.pay(booking.providerRef);
    const event = stripe.event('checkout.session.completed', booking.providerRef);
    const delivered = await deliverStripeEvent(ctx.app, event, stripe.sign(event));
    expect(delivered.json()).toEqual({ received: true, applied: true });
    expect(await paymentRow(booking.paymentId)).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
    });

    // The server now runs without Stripe's keys; the player cancels there.
    const cancelled = await cancel(withoutStripe, booking.booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ refundedTo: 'provider' });
    await withoutStripe.services.payments.sendRefund(booking.paymentId);
    await withoutStripe.services.payments.retryRefunds();
    expect(await paymentRow(booking.paymentId)).toMatchObject({
      status: 'refund_pending',
      refund_to: 'provider',
      refund_ref: null,
    });
    expect(
      stripeCallsAbout(booking.paymentId, booking.providerRef).filter(
        (r) => r.path === '/v1/refunds',
      ),
    ).toEqual([]);
    expect(await owedRefunds(withoutStripe)).toContainEqual({
      paymentId: booking.paymentId,
      purpose: 'booking',
      method: 'card',
      amount: club.pricePerHour,
      currency: 'USD',
      provider: 'stripe',
      providerConfigured: false,
      since: expect.any(String),
    });

    // Stripe's keys are back: the sweeper's next round refunds it there, once.
    expect(await owedRefunds(ctx.app)).toContainEqual(
      expect.objectContaining({ paymentId: booking.paymentId, providerConfigured: true }),
    );
    await ctx.app.services.payments.retryRefunds();
    const refunded = await paymentRow(booking.paymentId);
    expect(refunded).toMatchObject({ status: 'refunded', refund_to: 'provider' });
    expect(refunded.refund_ref).toMatch(/^re_test_/);
    const refunds = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.get('metadata[paymentId]') === booking.paymentId,
    );
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`courtside-refund-${booking.paymentId}`]);
    expect((await owedRefunds(ctx.app)).map((r) => r.paymentId)).not.toContain(booking.paymentId);
  });

  it('refunds a card paid in the sandbox through the sandbox once Stripe serves cards, never at Stripe', async () => {
    const booking = await bookByCard(withoutStripe);
    expect(booking.formUrl).toContain('/api/payments/sandbox/');
    await providerReports(withoutStripe, ctx.db, booking.paymentId, 'succeeded');
    expect(await paymentRow(booking.paymentId)).toMatchObject({
      status: 'succeeded',
      provider: 'sandbox',
    });

    // Stripe's keys were added since; the player cancels there.
    const cancelled = await cancel(ctx.app, booking.booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vi.waitFor(async () =>
      expect((await paymentRow(booking.paymentId)).status).toBe('refunded'),
    );
    expect((await paymentRow(booking.paymentId)).refund_ref).toMatch(/^sbx_refund_/);
    await ctx.app.services.payments.retryRefunds();
    expect(stripeCallsAbout(booking.paymentId, booking.providerRef)).toEqual([]);
  });

  it('leaves a sandbox checkout that ended to the sandbox: Stripe is never asked to close it', async () => {
    const booking = await bookByCard(withoutStripe);
    clock.advance(11 * 60_000);
    await ctx.app.services.courtTime.expireLapsedHolds();
    expect(await paymentRow(booking.paymentId)).toMatchObject({
      status: 'expired',
      provider: 'sandbox',
    });
    await ctx.app.services.payments.closeEndedCheckouts();
    expect(stripeCallsAbout(booking.paymentId, booking.providerRef)).toEqual([]);
  });
});
