import {
  activityHorizonWeeks,
  activityOccurrenceListSchema,
  activityOccurrencePageSchema,
  encodeCursor,
  utcToClubLocal,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityBody, aCoach } from '#test/helpers/activity-fixtures.js';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import { callAs } from '#test/helpers/championship-fixtures.js';
import { expectRefused, idsOfEveryPage } from '#test/helpers/pages.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { newId } from '#server/lib/ids.js';

const dayMs = 86_400_000;

describe('GET /user/activity/upcoming', () => {
  let ctx: TestContext;
  let player: TestUser;
  let clubs: TestClubWithCourts[];

  /** A daily session on a court from tomorrow on, through the API. */
  async function daily(club: TestClubWithCourts, courtIndex: number) {
    const coach = await aCoach(ctx.app, club.owner, club.clubId);
    const court = club.courts[courtIndex]!;
    const body = activityBody(court, coach.id, clubDateIn(1, court.timeZone), {
      recurrence: 'daily',
    });
    const res = await callAs(ctx.app, club.owner, 'POST', '/user/activity', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    player = await aUser(ctx);
    clubs = [];
    for (const timeZone of ['Europe/Madrid', 'America/New_York']) {
      const club = await aClub(ctx, {
        timeZone,
        courts: [
          { name: 'Padel 1', sport: 'padel' },
          { name: 'Padel 2', sport: 'padel' },
        ],
      });
      clubs.push(club);
    }
    // Two courts of one club at the same hour every day: equal starts, ordered by id.
    await daily(clubs[0]!, 0);
    await daily(clubs[0]!, 1);
    await daily(clubs[1]!, 0);
    const some = await ctx.db.selectFrom('activity_occurrences').select('id').limit(40).execute();
    const cancelled = some.filter((_, index) => index % 7 === 3).map((row) => row.id);
    await ctx.db
      .updateTable('activity_occurrences')
      .set({ cancelled_at: new Date().toISOString() })
      .where('id', 'in', cancelled)
      .execute();
  });
  afterAll(() => ctx.close());

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(player.token) });

  /** The sessions to come by start then id, worked out from the tables alone. */
  async function expected(filter: { club?: string; date?: string } = {}): Promise<string[]> {
    const rows = await ctx.db
      .selectFrom('activity_occurrences as o')
      .innerJoin('activities as a', 'a.id', 'o.activity_id')
      .innerJoin('clubs', 'clubs.id', 'a.club_id')
      .select(['o.id', 'o.starts_at', 'o.cancelled_at', 'a.club_id', 'clubs.time_zone'])
      .execute();
    const now = Date.now();
    const horizon = new Date(now + (activityHorizonWeeks * 7 + 1) * dayMs).toISOString();
    return rows
      .filter(
        (row) =>
          row.cancelled_at === null &&
          row.starts_at >= new Date(now).toISOString() &&
          row.starts_at < horizon &&
          (!filter.club || row.club_id === filter.club) &&
          (!filter.date || utcToClubLocal(row.starts_at, row.time_zone).date === filter.date),
      )
      .sort((a, b) =>
        a.starts_at === b.starts_at ? (a.id < b.id ? -1 : 1) : a.starts_at < b.starts_at ? -1 : 1,
      )
      .map((row) => row.id);
  }

  it('gives every session to come once, by start then id, across pages of any size', async () => {
    const all = await expected();
    expect(all.length).toBeGreaterThan(200);
    for (const limit of [1, 7, 50])
      expect(await idsOfEveryPage(get, '/user/activity/upcoming', limit), `limit ${limit}`).toEqual(
        all,
      );
  });

  it("pages a club's sessions and a club-local day's, and the whole list stays as before", async () => {
    const day = clubDateIn(4, 'America/New_York');
    const filters: Array<Record<string, string>> = [{ club: clubs[1]!.clubId }, { date: day }];
    for (const filter of filters) {
      const want = await expected(filter);
      expect(want.length).toBeGreaterThan(0);
      const query = new URLSearchParams(filter);
      expect(await idsOfEveryPage(get, `/user/activity/upcoming?${query}`, 2)).toEqual(want);
      const whole = activityOccurrenceListSchema.parse(
        (await get(`/user/activity/all?${query}`)).json(),
      );
      expect(whole.map((session) => session.id)).toEqual(want);
    }
  });

  it('gives 20 unless asked, never more than 50, and refuses a cursor of another list', async () => {
    const page = activityOccurrencePageSchema.parse((await get('/user/activity/upcoming')).json());
    expect(page.items).toHaveLength(20);
    const id = newId();
    const foreign = [encodeCursor({ n: 'Club', id }), encodeCursor({ s: '2030-01-01', id, x: 1 })];
    await expectRefused(get, '/user/activity/upcoming', foreign);
  });
});
