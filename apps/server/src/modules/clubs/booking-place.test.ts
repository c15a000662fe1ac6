import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt } from '#test/helpers/builders.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';

describe('the place a booking reads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const setPrice = (clubId: string, amount: number) =>
    ctx.db
      .updateTable('prices')
      .set({ amount_per_hour: amount })
      .where('club_id', '=', clubId)
      .execute();

  it('is kept for a second, so a price edit applies to bookings started after it', async () => {
    const club = await aClubWithCourt(ctx, { pricePerHour: 2400 });
    const placeOf = () => ctx.app.services.clubs.bookingPlace(club.court.courtId);
    expect((await placeOf())?.price).toEqual({ amount: 2400, currency: 'USD', peaks: [] });

    await setPrice(club.clubId, 3000);
    expect((await placeOf())?.price?.amount).toBe(2400);
    await sleep(1_050);
    expect((await placeOf())?.price?.amount).toBe(3000);
  });

  it('is null for a court that does not exist, and not kept', async () => {
    expect(await ctx.app.services.clubs.bookingPlace('no-such-court')).toBeNull();
  });
});
