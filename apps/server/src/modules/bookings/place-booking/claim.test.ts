import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser, type TestClub } from '#test/helpers/builders.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { inTransaction } from '#server/db/transaction.js';
import type { BookingPlace } from '#server/modules/clubs/clubs.service.js';
import { claimBookingHours, refusalOf } from './claim.js';

describe('claimBookingHours', () => {
  let ctx: TestContext;
  let club: TestClub;
  let place: BookingPlace;
  const caller = { id: '', role: 'player' as const };

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
    caller.id = (await aUser(ctx)).id;
    place = (await ctx.app.services.clubs.bookingPlace(club.court.courtId))!;
  });
  afterAll(() => ctx.close());

  const claim = (slotStarts: string[], bookingId: string, heldUntil: string | null = null) =>
    inTransaction(ctx.db, (tx) =>
      claimBookingHours(
        tx,
        ctx.app.services.courtTime,
        { place, slotStarts, caller },
        bookingId,
        heldUntil,
      ),
    );

  it('holds the hours for a hosted payment and claims them firmly otherwise', async () => {
    expect(await claim(['2030-02-01T09:00:00.000Z'], 'firm')).toBe('claimed');
    await claim(['2030-02-01T10:00:00.000Z'], 'held', '2030-01-01T00:10:00.000Z');
    const rows = await ctx.db
      .selectFrom('court_claims')
      .select(['owner_id', 'held_until'])
      .orderBy('slot_start')
      .execute();
    expect(rows).toEqual([
      { owner_id: 'firm', held_until: null },
      { owner_id: 'held', held_until: '2030-01-01T00:10:00.000Z' },
    ]);
  });

  it('says whether the first hour was taken or a later one, and keeps none of a refused claim', async () => {
    await claim(['2030-02-02T11:00:00.000Z'], 'taken');
    expect(await claim(['2030-02-02T11:00:00.000Z', '2030-02-02T12:00:00.000Z'], 'late')).toBe(
      'taken',
    );
    expect(await claim(['2030-02-02T10:00:00.000Z', '2030-02-02T11:00:00.000Z'], 'early')).toBe(
      'unavailable',
    );
    const owners = await ctx.db
      .selectFrom('court_claims')
      .select('owner_id')
      .where('slot_start', 'like', '2030-02-02%')
      .execute();
    expect(owners.map((o) => o.owner_id)).toEqual(['taken']);
  });

  it("answers a taken slot 'Already Booked' and a blocked one 'Not available'", () => {
    expect(refusalOf('taken')).toMatchObject({
      statusCode: 409,
      code: 'SLOT_TAKEN',
      message: 'Already Booked',
    });
    expect(refusalOf('unavailable')).toMatchObject({
      statusCode: 409,
      code: 'SLOT_UNAVAILABLE',
      message: 'Not available',
    });
  });
});
