import { afterAll, beforeAll } from 'vitest';
import { aClubWithCourt, type TestClub } from './builders.js';
import { clubDateIn } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './test-app.js';
import { movableClock } from './tokens.js';

/**
 * One app with one club and a clock the tests move, for a describe block. `nextDate()`
 * answers a new club-local day on each call, so no test meets another's bookings.
 */
export function useClubWorld() {
  const clock = movableClock();
  let day = 0;
  const world = {
    clock,
    ctx: undefined as unknown as TestContext,
    club: undefined as unknown as TestClub,
    nextDate: () => clubDateIn((day += 1), world.club.court.timeZone, clock.now()),
    paymentRow: (id: string) =>
      world.ctx.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    bookingRow: (id: string) =>
      world.ctx.db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
  };
  beforeAll(async () => {
    world.ctx = await createTestContext({ clock });
    world.club = await aClubWithCourt(world.ctx);
  });
  afterAll(() => world.ctx.close());
  return world;
}
