import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser, type TestClub } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { inTransaction } from '#server/db/transaction.js';
import { clubHourToUtc, type PaymentMethod } from '@courtside/shared';
import type { BookingPlace } from '#server/modules/clubs/clubs.service.js';
import { defaultBookingRules } from '../booking-rules.js';
import { checkBookingLimits } from './limits.js';

describe('checkBookingLimits', () => {
  let ctx: TestContext;
  let club: TestClub;
  let place: BookingPlace;
  const rules = { ...defaultBookingRules, maxLiveHolds: 1, maxFutureCashBookings: 1 };

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
    place = (await ctx.app.services.clubs.bookingPlace(club.court.courtId))!;
  });
  afterAll(() => ctx.close());

  const date = () => clubDateIn(3, club.court.timeZone);
  const check = (userId: string, method: PaymentMethod, walkIn = false, hour = 16) =>
    inTransaction(ctx.db, (tx) =>
      checkBookingLimits(
        tx,
        { courtTime: ctx.app.services.courtTime, rules, nowIso: new Date().toISOString() },
        {
          caller: { id: userId, role: 'player' },
          hosted: ['card', 'wallet', 'mobile'].includes(method),
          method,
          walkIn,
          place,
          startsAt: clubHourToUtc(date(), hour, club.court.timeZone)!,
          body: { duration: 60 } as never,
        },
      ),
    );

  it('counts live holds for hosted payments and cash due at this club for cash', async () => {
    const player = await aUser(ctx);
    await expect(check(player.id, 'card')).resolves.toBeUndefined();
    await pay(
      ctx.app,
      player.token,
      'card',
      bookingBody(club.court, clubDateIn(3, club.court.timeZone), 10),
    );
    await expect(check(player.id, 'card')).rejects.toMatchObject({ code: 'TOO_MANY_HOLDS' });
    await expect(check(player.id, 'cash')).resolves.toBeUndefined();
    await pay(
      ctx.app,
      player.token,
      'cash',
      bookingBody(club.court, clubDateIn(3, club.court.timeZone), 12),
    );
    await expect(check(player.id, 'cash')).rejects.toMatchObject({
      code: 'TOO_MANY_CASH_BOOKINGS',
    });
    await expect(check(player.id, 'coins')).resolves.toBeUndefined();
    await expect(check(player.id, 'cash', true)).resolves.toBeUndefined();
  });
});
