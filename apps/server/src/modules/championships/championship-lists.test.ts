import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import { aChampionship, callAs, championshipBody } from '#test/helpers/championship-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { newId } from '#server/lib/ids.js';
import { upcomingChampionshipsLimit } from './championships.service.js';

const hour = 3_600_000;

describe('the list of championships open to apply', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let player: TestUser;
  const court = () => club.courts[0]!;
  const ids = (body: Array<{ id: string }>) => body.map((championship) => championship.id);

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, { courts: [{ name: 'Five A', sport: 'football', capacity: 5 }] });
    player = await aUser(ctx);
  });
  afterAll(() => ctx.close());

  /** Copies of a championship starting an hour apart from `first`, straight into its table. */
  async function copiesOf(id: string, count: number, first: number) {
    const row = await ctx.db
      .selectFrom('championships')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: count }, (_, index) => ({
      ...row,
      id: newId(),
      name: `Copy ${index}`,
      starts_at: new Date(first + index * hour).toISOString(),
      ends_at: new Date(first + (index + 1) * hour).toISOString(),
    }));
    await ctx.db.insertInto('championships').values(copies).execute();
    return copies.map((copy) => copy.id);
  }

  it('lists the next ones from now in date order when no day is given, a bounded page of them', async () => {
    const later = await aChampionship(
      ctx.app,
      club.owner,
      championshipBody(court(), { days: 20, now: clock.now() }, { name: 'Later Cup' }),
    );
    const sooner = await aChampionship(
      ctx.app,
      club.owner,
      championshipBody(court(), { days: 12, now: clock.now() }, { name: 'Sooner Cup' }),
    );
    const upcoming = await callAs(ctx.app, player, 'GET', '/user/champion');
    expect(upcoming.status).toBe(200);
    expect(ids(upcoming.body)).toEqual([sooner, later]);

    // Many sooner ones: the page stops at its bound, soonest first, and leaves the later out.
    const soon = clock.now().getTime() + 2 * 24 * hour;
    const copies = await copiesOf(sooner, upcomingChampionshipsLimit, soon);
    const page = await callAs(ctx.app, player, 'GET', '/user/champion');
    expect(ids(page.body)).toEqual(copies);

    // A day past that page still finds its own championship.
    const day = clubDateIn(20, court().timeZone, clock.now());
    const ofDay = await callAs(ctx.app, player, 'GET', `/user/champion?date=${day}`);
    expect(ids(ofDay.body)).toEqual([later]);
  });
});
