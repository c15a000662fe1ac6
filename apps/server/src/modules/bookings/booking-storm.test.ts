import { errorBodySchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { aClubWithCourt } from '#test/helpers/builders.js';
import { createTestContext, registerPlayer, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

describe(`a storm of bookings for one court and hour (${testDialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('yields exactly one booking and clean 409s for every other player', async () => {
    const { court } = await aClubWithCourt(ctx);
    const date = clubDateIn(45, court.timeZone);
    const players = await Promise.all(Array.from({ length: 20 }, () => registerPlayer(ctx.app)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        pay(
          ctx.app,
          players[i % players.length]!.token,
          i % 2 ? 'cash' : 'card',
          bookingBody(court, date, 18),
        ),
      ),
    );
    // The winner's own repeats (same player, same slot, same method, hold alive) answer the
    // winner's booking again; every other request is refused.
    const created = responses.filter((r) => r.statusCode === 201);
    const bookingIds = new Set(
      created.map((r) => r.json<{ booking: { id: string } }>().booking.id),
    );
    expect(bookingIds.size).toBe(1);
    const winner = responses.indexOf(created[0]!) % players.length;
    for (const res of created)
      expect(responses.indexOf(res) % players.length, 'a 201 for another player').toBe(winner);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(200 - created.length);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(errorBodySchema.parse(res.json()).message).toBe('Already Booked');
    }

    const claims = await ctx.db
      .selectFrom('court_claims')
      .select('owner_id')
      .where('court_id', '=', court.courtId)
      .where('slot_start', '>=', `${date}T00:00:00.000Z`)
      .where('slot_start', '<', `${date}T23:59:59.999Z`)
      .execute();
    // The one booking's hour: its two half hours.
    expect(claims).toHaveLength(2);
    const bookings = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('court_id', '=', court.courtId)
      .where(
        'starts_at',
        '=',
        (
          await ctx.db
            .selectFrom('court_claims')
            .select('slot_start')
            .where('owner_id', '=', claims[0]!.owner_id)
            .orderBy('slot_start')
            .executeTakeFirstOrThrow()
        ).slot_start,
      )
      .execute();
    expect(bookings).toHaveLength(1);
  });
});
