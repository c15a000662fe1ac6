import {
  bookingPaymentResponseSchema,
  errorBodySchema,
  packPaymentResponseSchema,
  paymentSchema,
} from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser } from '#test/helpers/builders.js';
import {
  bookingBody,
  coinsOf,
  decideCheckout,
  pay,
  providerReports,
} from '#test/helpers/booking-fixtures.js';
import { useClubWorld } from '#test/helpers/club-world.js';
import { bearer } from '#test/helpers/test-app.js';
import { inTransaction } from '#server/db/transaction.js';
import { newId } from '#server/lib/ids.js';
import { sandboxSignatureHeader } from '#server/payments/sandbox/sandbox-provider.js';
import { canMove, paymentMoves } from './payment-states.js';
import { createPayments } from './payments.service.js';
import { movePayment } from './payments.repo.js';

describe('the states of a payment', () => {
  const world = useClubWorld();
  const { clock, nextDate } = world;

  const payment = world.paymentRow;
  const markCash = (token: string, id: string, outcome: string) =>
    world.ctx.app.inject({
      method: 'PATCH',
      url: `/api/payments/${id}/cash`,
      headers: bearer(token),
      payload: { outcome },
    });

  it('lets nothing leave a final state', () => {
    for (const final of ['failed', 'refunded', 'no_show'] as const)
      expect(paymentMoves[final]).toEqual([]);
    expect(canMove('failed', 'succeeded')).toBe(false);
    expect(canMove('expired', 'succeeded')).toBe(true);
    expect(canMove('cancelled', 'succeeded')).toBe(false);
  });

  it('refuses a move its table does not list, leaving the payment as it was', async () => {
    const player = await aUser(world.ctx);
    const date = nextDate();
    const declined = bookingPaymentResponseSchema.parse(
      (
        await pay(world.ctx.app, player.token, 'card', bookingBody(world.club.court, date, 8))
      ).json(),
    );
    await providerReports(world.ctx.app, world.ctx.db, declined.paymentId, 'failed');
    const cancelled = bookingPaymentResponseSchema.parse(
      (
        await pay(world.ctx.app, player.token, 'card', bookingBody(world.club.court, date, 9))
      ).json(),
    );
    const cancel = await world.ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${cancelled.booking.id}`,
      headers: bearer(player.token),
    });
    expect(cancel.statusCode).toBe(200);
    const at = clock.now().toISOString();

    await expect(
      movePayment(world.ctx.db, declined.paymentId, 'failed', 'succeeded', at),
    ).rejects.toThrow('A payment cannot move from failed to succeeded');
    await expect(
      movePayment(world.ctx.db, cancelled.paymentId, 'cancelled', 'succeeded', at),
    ).rejects.toThrow('A payment cannot move from cancelled to succeeded');
    expect((await payment(declined.paymentId)).status).toBe('failed');
    expect((await payment(cancelled.paymentId)).status).toBe('cancelled');
  });

  it('moves a payment only from the state it is in: a move from another state changes nothing', async () => {
    const player = await aUser(world.ctx);
    const declined = bookingPaymentResponseSchema.parse(
      (
        await pay(
          world.ctx.app,
          player.token,
          'card',
          bookingBody(world.club.court, nextDate(), 10),
        )
      ).json(),
    );
    await providerReports(world.ctx.app, world.ctx.db, declined.paymentId, 'failed');
    // A listed move (pending to expired), asked of a payment no longer pending: the sweeper
    // late on a payment the provider has declined meanwhile.
    const at = clock.now().toISOString();
    expect(await movePayment(world.ctx.db, declined.paymentId, 'pending', 'expired', at)).toBe(
      false,
    );
    expect((await payment(declined.paymentId)).status).toBe('failed');
  });

  describe('cash at the club', () => {
    it('is due at the club until the owner marks it collected', async () => {
      const player = await aUser(world.ctx);
      const booked = bookingPaymentResponseSchema.parse(
        (
          await pay(
            world.ctx.app,
            player.token,
            'cash',
            bookingBody(world.club.court, nextDate(), 10),
          )
        ).json(),
      );
      expect(booked.booking.paymentStatus).toBe('due_at_club');
      expect((await payment(booked.paymentId)).status).toBe('due_at_club');

      const stranger = await aClubWithCourt(world.ctx);
      expect((await markCash(stranger.owner.token, booked.paymentId, 'collected')).statusCode).toBe(
        403,
      );
      expect((await markCash(player.token, booked.paymentId, 'collected')).statusCode).toBe(403);

      const collected = await markCash(world.club.owner.token, booked.paymentId, 'collected');
      expect(collected.statusCode).toBe(200);
      expect(paymentSchema.parse(collected.json()).status).toBe('succeeded');
      const again = await markCash(world.club.owner.token, booked.paymentId, 'no_show');
      expect(again.statusCode).toBe(409);
      expect(errorBodySchema.parse(again.json()).code).toBe('CASH_ALREADY_MARKED');
    });

    it('is a no-show only once the booking has started', async () => {
      const player = await aUser(world.ctx);
      const booked = bookingPaymentResponseSchema.parse(
        (
          await pay(
            world.ctx.app,
            player.token,
            'cash',
            bookingBody(world.club.court, nextDate(), 12),
          )
        ).json(),
      );
      const early = await markCash(world.club.owner.token, booked.paymentId, 'no_show');
      expect(early.statusCode).toBe(409);
      expect(errorBodySchema.parse(early.json()).code).toBe('NOT_STARTED');
      clock.advance(Date.parse(booked.booking.startsAt) - clock.now().getTime() + 60_000);
      const noShow = await markCash(world.club.owner.token, booked.paymentId, 'no_show');
      expect(paymentSchema.parse(noShow.json()).status).toBe('no_show');
    });

    it('is no longer due once the booking is cancelled', async () => {
      const player = await aUser(world.ctx);
      const booked = bookingPaymentResponseSchema.parse(
        (
          await pay(
            world.ctx.app,
            player.token,
            'cash',
            bookingBody(world.club.court, nextDate(), 14),
          )
        ).json(),
      );
      const cancel = await world.ctx.app.inject({
        method: 'DELETE',
        url: `/api/booking/${booked.booking.id}`,
        headers: bearer(player.token),
      });
      expect(cancel.json()).toMatchObject({
        refundedCoins: 0,
        booking: { paymentStatus: 'cancelled' },
      });
      expect((await payment(booked.paymentId)).status).toBe('cancelled');
    });

    it('answers 404 for a payment that is not cash or does not exist', async () => {
      const player = await aUser(world.ctx);
      const card = bookingPaymentResponseSchema.parse(
        (
          await pay(
            world.ctx.app,
            player.token,
            'card',
            bookingBody(world.club.court, nextDate(), 16),
          )
        ).json(),
      );
      expect((await markCash(world.club.owner.token, card.paymentId, 'collected')).statusCode).toBe(
        404,
      );
      expect((await markCash(world.club.owner.token, newId(), 'collected')).statusCode).toBe(404);
    });
  });

  describe("a provider's outcome is final", () => {
    it('keeps a declined booking payment declined when an approval follows', async () => {
      const player = await aUser(world.ctx);
      const date = nextDate();
      const held = bookingPaymentResponseSchema.parse(
        (
          await pay(world.ctx.app, player.token, 'card', bookingBody(world.club.court, date, 18))
        ).json(),
      );
      const coinsBefore = await coinsOf(world.ctx.app, player.token);
      await providerReports(world.ctx.app, world.ctx.db, held.paymentId, 'failed');
      const approved = await providerReports(
        world.ctx.app,
        world.ctx.db,
        held.paymentId,
        'succeeded',
      );
      expect(approved.statusCode).toBe(200);
      expect(paymentSchema.parse(approved.json()).status).toBe('failed');
      expect(await coinsOf(world.ctx.app, player.token)).toBe(coinsBefore);
      // Not booked by the late approval: only held, as after the decline, until it lapses.
      expect((await world.bookingRow(held.booking.id)).status).toBe('held');
    });

    it('keeps a declined coin pack declined, with no coins and nothing refunded', async () => {
      const player = await aUser(world.ctx);
      const pack = newId();
      await world.ctx.db
        .insertInto('coin_packs')
        .values({ id: pack, coins: 500, price: 4000, currency: 'USD', photo: null, position: 9 })
        .execute();
      const started = packPaymentResponseSchema.parse(
        (
          await world.ctx.app.inject({
            method: 'POST',
            url: '/api/booking/payment/pack/card',
            headers: bearer(player.token),
            payload: { pack },
          })
        ).json(),
      );
      await providerReports(world.ctx.app, world.ctx.db, started.paymentId, 'failed');
      await providerReports(world.ctx.app, world.ctx.db, started.paymentId, 'succeeded');
      expect(await payment(started.paymentId)).toMatchObject({ status: 'failed', refund_to: null });
      expect(await coinsOf(world.ctx.app, player.token)).toBe(0);
      const ledger = await world.ctx.db
        .selectFrom('coin_ledger')
        .selectAll()
        .where('user_id', '=', player.id)
        .execute();
      expect(ledger).toEqual([]);
    });

    it('refunds a late approval of a cancelled payment without delivering, where an expired one is delivered', async () => {
      // The app's own purposes refuse to deliver a cancelled purchase anyway, so this takes a
      // payments service of its own whose purpose could always still deliver: only the
      // payment's state decides. The payer who cancelled gets the money back, not the
      // purchase; a payment whose hold merely ran out is still delivered.
      const payments = createPayments({
        db: world.ctx.db,
        clock,
        providers: { sandbox: world.ctx.app.services.sandbox },
        log: { info() {}, warn() {}, error() {} },
      });
      const askedToDeliverLate: string[] = [];
      payments.registerPurpose('booking', {
        succeeded: async () => true,
        failed: async () => {},
        succeededLate: async (_tx, late) => {
          askedToDeliverLate.push(late.id);
          return true;
        },
      });
      const player = await aUser(world.ctx);
      const started = async () => {
        const row = await inTransaction(world.ctx.db, async (tx) => {
          await payments.lockPayer(tx, player.id);
          return payments.create(tx, {
            payerId: player.id,
            purpose: 'booking',
            subjectId: newId(),
            method: 'card',
            amount: 2400,
            currency: 'EUR',
          });
        });
        await payments.checkout(row);
        return row.id;
      };
      const approve = async (paymentId: string) => {
        const { provider_ref } = await payment(paymentId);
        const callback = { paymentId, providerRef: provider_ref!, status: 'succeeded' as const };
        const signature = world.ctx.app.services.sandbox.card.signCallback(callback);
        return payments.handleCallback('card', callback, { [sandboxSignatureHeader]: signature });
      };
      const expired = await started();
      const cancelled = await started();
      await inTransaction(world.ctx.db, (tx) => payments.expire(tx, expired));
      await inTransaction(world.ctx.db, async (tx) => {
        await payments.lockPayer(tx, player.id);
        await payments.cancel(tx, cancelled);
      });

      expect((await approve(expired)).status).toBe('succeeded');
      expect((await approve(cancelled)).status).toBe('refunded');
      expect(await payment(cancelled)).toMatchObject({ status: 'refunded', refund_to: 'provider' });
      expect(askedToDeliverLate).toEqual([expired]);
    });

    it('takes one decision on the sandbox checkout: a second press changes nothing', async () => {
      const player = await aUser(world.ctx);
      const held = bookingPaymentResponseSchema.parse(
        (
          await pay(
            world.ctx.app,
            player.token,
            'card',
            bookingBody(world.club.court, nextDate(), 20),
          )
        ).json(),
      );
      await decideCheckout(world.ctx.app, held.formUrl!, 'decline');
      const { page } = await decideCheckout(world.ctx.app, held.formUrl!, 'approve');
      expect(page.body).toContain('This payment is closed.');
      expect(page.body).not.toContain('<form');
      expect((await payment(held.paymentId)).status).toBe('failed');
    });
  });

  it('ends the payment when the provider cannot start a checkout, the hours still held for the player', async () => {
    const player = await aUser(world.ctx);
    const date = nextDate();
    const card = world.ctx.app.services.sandbox.card;
    const start = card.start;
    card.start = () => Promise.reject(new Error('provider down'));
    try {
      const res = await pay(
        world.ctx.app,
        player.token,
        'card',
        bookingBody(world.club.court, date, 9),
      );
      expect(res.statusCode).toBe(502);
      expect(errorBodySchema.parse(res.json()).code).toBe('PROVIDER_UNAVAILABLE');
    } finally {
      card.start = start;
    }
    const [row] = await world.ctx.db
      .selectFrom('payments')
      .select('status')
      .where('user_id', '=', player.id)
      .execute();
    expect(row?.status).toBe('failed');
    // Paid another way at once: the held hours are the player's own.
    const cash = await pay(
      world.ctx.app,
      player.token,
      'cash',
      bookingBody(world.club.court, date, 9),
    );
    expect(cash.statusCode).toBe(201);
  });
});
