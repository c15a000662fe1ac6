import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aPlayerWithCoins, type TestClub } from '#test/helpers/builders.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { inTransaction } from '#server/db/transaction.js';
import type { PaymentMethod } from '@courtside/shared';
import type { BookingPlace } from '#server/modules/clubs/clubs.service.js';
import { payForBooking } from './pay.js';

describe('payForBooking', () => {
  let ctx: TestContext;
  let club: TestClub;
  let place: BookingPlace;
  let payerId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
    payerId = (await aPlayerWithCoins(ctx, 300)).id;
    place = (await ctx.app.services.clubs.bookingPlace(club.court.courtId))!;
  });
  afterAll(() => ctx.close());

  const payWith = (method: PaymentMethod, amount = 2400, phone?: string) =>
    inTransaction(ctx.db, async (tx) => {
      const { payments } = ctx.app.services;
      await payments.lockPayer(tx, payerId);
      return payForBooking(
        tx,
        payments,
        {
          caller: { id: payerId, role: 'player' },
          method,
          body: { phone } as never,
          place,
          startsAt: '2026-12-01T18:00:00.000Z',
        },
        { amount, currency: 'USD' },
        { bookingId: `booking-${method}-${amount}` },
      );
    });

  it('leaves cash due at the club, waits for a hosted payment, and names the club paid', async () => {
    expect(await payWith('cash')).toMatchObject({
      status: 'due_at_club',
      payee_club_id: club.clubId,
    });
    expect(await payWith('wallet', 2400, '+34611222333')).toMatchObject({
      status: 'pending',
      payer_phone: '+34611222333',
    });
  });

  it('takes coins at once, or refuses and takes none', async () => {
    expect(await payWith('coins', 2400)).toMatchObject({ status: 'succeeded' });
    expect(await ctx.app.services.payments.coins.balance(ctx.db, payerId)).toBe(60);
    await expect(payWith('coins', 2410)).rejects.toMatchObject({
      code: 'NOT_ENOUGH_COINS',
      message: 'This costs 241 coins; you have 60.',
    });
    expect(await ctx.app.services.payments.coins.balance(ctx.db, payerId)).toBe(60);
  });

  it("refuses to move money before the payer's coin row is locked", async () => {
    await expect(
      inTransaction(ctx.db, (tx) =>
        payForBooking(
          tx,
          ctx.app.services.payments,
          {
            caller: { id: payerId, role: 'player' },
            method: 'cash',
            body: {} as never,
            place,
            startsAt: '2026-12-01T18:00:00.000Z',
          },
          { amount: 1, currency: 'USD' },
          { bookingId: 'x' },
        ),
      ),
    ).rejects.toThrow('lockPayer');
  });
});
