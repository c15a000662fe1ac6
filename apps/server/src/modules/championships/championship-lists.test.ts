import { championshipPageSchema, encodeCursor, utcToClubLocal } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import { aChampionship, callAs, championshipBody } from '#test/helpers/championship-fixtures.js';
import { expectRefused, idsOfEveryPage } from '#test/helpers/pages.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
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

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(player.token) });

  /** The open championships by start then id, worked out from the table alone. */
  async function expected(date?: string): Promise<string[]> {
    const rows = await ctx.db.selectFrom('championships').selectAll().execute();
    const zone = court().timeZone;
    const runsOn = (row: (typeof rows)[number]) =>
      !date ||
      (utcToClubLocal(row.starts_at, zone).date <= date &&
        date <= utcToClubLocal(new Date(Date.parse(row.ends_at) - 1), zone).date);
    return rows
      .filter((row) => row.starts_at > clock.now().toISOString() && runsOn(row))
      .sort((a, b) =>
        a.starts_at === b.starts_at ? (a.id < b.id ? -1 : 1) : a.starts_at < b.starts_at ? -1 : 1,
      )
      .map((row) => row.id);
  }

  it('pages every open championship once by start then id, on a day too, within bounds', async () => {
    const template = await aChampionship(
      ctx.app,
      club.owner,
      championshipBody(court(), { days: 30, now: clock.now() }, { name: 'Paged Cup' }),
    );
    // Pairs starting together, every 9 hours, each running a day and a half.
    const first = clock.now().getTime() + 3 * 24 * hour;
    for (let pair = 0; pair < 2; pair += 1) {
      const copies = await copiesOf(template, 20, first);
      for (const [index, id] of copies.entries())
        await ctx.db
          .updateTable('championships')
          .set({
            starts_at: new Date(first + index * 9 * hour).toISOString(),
            ends_at: new Date(first + index * 9 * hour + 36 * hour).toISOString(),
          })
          .where('id', '=', id)
          .execute();
    }
    const all = await expected();
    expect(all.length).toBeGreaterThan(90);
    for (const limit of [1, 7, 50])
      expect(await idsOfEveryPage(get, '/user/champion/open', limit), `limit ${limit}`).toEqual(
        all,
      );
    const day = clubDateIn(5, court().timeZone, clock.now());
    const ofDay = await expected(day);
    expect(ofDay.length).toBeGreaterThan(3);
    expect(await idsOfEveryPage(get, `/user/champion/open?date=${day}`, 2)).toEqual(ofDay);
    expect(ids((await callAs(ctx.app, player, 'GET', `/user/champion?date=${day}`)).body)).toEqual(
      ofDay,
    );

    const page = championshipPageSchema.parse((await get('/user/champion/open')).json());
    expect(page.items).toHaveLength(20);
    const id = newId();
    const foreign = [
      encodeCursor({ g: 0, s: '2030-01-01T00:00:00.000Z', id }),
      encodeCursor({ s: 1, id }),
    ];
    await expectRefused(get, '/user/champion/open', foreign);
  });
});
