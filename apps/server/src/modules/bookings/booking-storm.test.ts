import { errorBodySchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clubDateIn,
  courtOwnedBy,
  pay,
} from '../../../test/helpers/booking-fixtures.js';
import {
  createTestContext,
  registerPlayer,
  type TestContext,
} from '../../../test/helpers/test-app.js';
import { testDialect } from '../../../test/helpers/test-database.js';

describe(`a storm of bookings for one court and hour (${testDialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
  });
  afterAll(() => ctx.close());

  it('yields exactly one booking and clean 409s for everyone else', async () => {
    const court = await courtOwnedBy(ctx.db, 'owner');
    const date = clubDateIn(70, court.timeZone);
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
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const res of responses.filter((r) => r.statusCode === 409))
      expect(errorBodySchema.parse(res.json()).message).toBe('Already Booked');

    const claims = await ctx.db
      .selectFrom('court_claims')
      .select('subject_id')
      .where('court_id', '=', court.courtId)
      .where('hour_start', '>=', `${date}T00:00:00.000Z`)
      .where('hour_start', '<', `${date}T23:59:59.999Z`)
      .execute();
    expect(claims).toHaveLength(1);
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
            .select('hour_start')
            .where('subject_id', '=', claims[0]!.subject_id)
            .executeTakeFirstOrThrow()
        ).hour_start,
      )
      .execute();
    expect(bookings).toHaveLength(1);
  });
});
