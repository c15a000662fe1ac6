import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClubWithCourt,
  aUser,
  type TestClub,
  type TestUser,
} from '../../../../test/helpers/builders.js';
import { bookingBody, clubDateIn, pay } from '../../../../test/helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from '../../../../test/helpers/test-app.js';
import { inTransaction } from '../../../lib/transaction.js';
import { clubHourToUtc, type PaymentMethod } from '@courtside/shared';
import { findRepeatedBooking } from './repeat.js';

describe('findRepeatedBooking', () => {
  let ctx: TestContext;
  let club: TestClub;
  let player: TestUser;
  const date = () => clubDateIn(6, club.court.timeZone);

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
    player = await aUser(ctx);
  });
  afterAll(() => ctx.close());

  const repeatOf = async (
    method: PaymentMethod,
    hour: number,
    key?: string,
    fingerprint = 'same',
  ) => {
    const place = (await ctx.app.services.clubs.bookingPlace(club.court.courtId))!;
    const startsAt = clubHourToUtc(date(), hour, club.court.timeZone)!;
    return inTransaction(ctx.db, async (tx) => {
      await ctx.app.services.payments.lockPayer(tx, player.id);
      const deps = {
        courtTime: ctx.app.services.courtTime,
        payments: ctx.app.services.payments,
        clock: { now: () => new Date() },
      };
      return findRepeatedBooking(
        tx,
        deps,
        {
          caller: { id: player.id, role: 'player' },
          method,
          place,
          startsAt,
          body: { duration: 60 } as never,
        },
        { idempotencyKey: key, fingerprint },
      );
    });
  };

  it('finds the booking an Idempotency-Key started, and refuses the key for another request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/payment/cash',
      headers: { ...bearer(player.token), 'idempotency-key': 'repeat-key-1' },
      payload: bookingBody(club.court, date(), 9),
    });
    const { booking, paymentId } = res.json<{ booking: { id: string }; paymentId: string }>();
    const fingerprint = (
      await ctx.db
        .selectFrom('payments')
        .select('request_fingerprint')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).request_fingerprint!;
    expect(await repeatOf('cash', 9, 'repeat-key-1', fingerprint)).toEqual({
      bookingId: booking.id,
      paymentId,
    });
    await expect(repeatOf('cash', 9, 'repeat-key-1', 'other')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it("finds the player's live hold of the same slot for the same method, and cancels it for another", async () => {
    const held = (
      await pay(ctx.app, player.token, 'card', bookingBody(club.court, date(), 11))
    ).json<{ booking: { id: string }; paymentId: string }>();
    expect(await repeatOf('card', 11)).toEqual({
      bookingId: held.booking.id,
      paymentId: held.paymentId,
    });
    expect(await repeatOf('mobile', 11)).toBeNull();
    const row = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', held.booking.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
  });
});
