import { inTransaction } from '#server/db/transaction.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityBody, aCoach } from './helpers/activity-fixtures.js';
import { aBooking, aClub, aUser, type TestClubWithCourts } from './helpers/builders.js';
import { bookingBody, clubDateIn, type TestCourt } from './helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

/**
 * A retired court takes no new claim on any path, and a retirement never lands beside a
 * claim taken meanwhile: it takes court time's lock, and every claim checks the court in the
 * statement that inserts it, not through a cache.
 */
describe(`retired courts, ${testDialect}`, () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  beforeAll(async () => {
    // No day-read cache, so that nothing here is decided by a read from a second ago.
    ctx = await createTestContext({ dayReadCacheMs: 0 });
    club = await aClub(ctx, { courts: ['Padel 1', 'Padel 2'].map((name) => ({ name })) });
  });
  afterAll(() => ctx.close());

  const retire = (court: TestCourt) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/owner/court/${court.courtId}/retire`,
      headers: bearer(club.owner.token),
    });
  const addCourt = async (name: string): Promise<TestCourt> => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/owner/court',
      headers: bearer(club.owner.token),
      payload: { name, type: 'padel', capacity: 4, courtType: 'covered', price: 2000, peaks: [] },
    });
    expect(added.statusCode).toBe(201);
    return { ...club.courts[0]!, courtId: added.json<{ id: string }>().id, name };
  };
  const futureClaimsOn = (court: TestCourt) =>
    ctx.db
      .selectFrom('court_claims')
      .select('slot_start')
      .where('court_id', '=', court.courtId)
      .where('slot_start', '>', new Date().toISOString())
      .execute();

  it('refuses a claim, a move and an activity on a retired court', async () => {
    const court = await addCourt('Padel Spare');
    expect((await retire(court)).statusCode).toBe(200);
    const date = clubDateIn(5, court.timeZone);

    const claim = inTransaction(ctx.db, (tx) =>
      ctx.app.services.courtTime.claim(tx, {
        courtId: court.courtId,
        slotStarts: [
          new Date((Math.ceil(Date.now() / 3_600_000) + 5 * 24) * 3_600_000).toISOString(),
        ],
        owner: { kind: 'booking', id: 'b-retired' },
      }),
    );
    await expect(claim).rejects.toMatchObject({ statusCode: 409, code: 'COURT_RETIRED' });

    const player = await aUser(ctx);
    const open = club.courts[0]!;
    const bookingId = await aBooking(ctx, player, open, { date, hour: 10 });
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/move`,
      headers: bearer(club.owner.token),
      payload: { courtID: court.courtId, date, startTime: '10:00' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'COURT_RETIRED' });

    const coach = await aCoach(ctx.app, club.owner, club.clubId);
    const activity = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/activity',
      headers: bearer(club.owner.token),
      payload: activityBody(court, coach.id, date),
    });
    expect(activity.statusCode).toBe(400);
    expect(await futureClaimsOn(court)).toEqual([]);
  });

  it('never retires a court while bookings take its hours at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const court = await addCourt(`Padel Race ${round}`);
      const bookings = Array.from({ length: 20 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/booking/payment/cash',
          headers: bearer(club.owner.token),
          payload: bookingBody(
            court,
            clubDateIn(2 + Math.floor(index / 14), court.timeZone),
            8 + (index % 14),
            60,
            { customerName: 'Walk-in' },
          ),
        }),
      );
      const retired = retire(court);
      const [retirement, ...answers] = await Promise.all([retired, ...bookings]);
      const booked = answers.filter((answer) => answer.statusCode === 201).length;
      const claims = await futureClaimsOn(court);
      if (retirement!.statusCode === 200) expect(claims, `round ${round}`).toEqual([]);
      else expect(retirement!.statusCode, `round ${round}`).toBe(409);
      // An hour's booking claims its two half hours.
      expect(claims.length, `round ${round}`).toBe(booked * 2);
      expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    }
  });
});
