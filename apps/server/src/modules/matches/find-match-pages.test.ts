import {
  encodeCursor,
  levelFits,
  matchListSchema,
  matchPageSchema,
  matchSchema,
  utcToClubLocal,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aPadelPlayer, type TestUser } from '#test/helpers/builders.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { expectRefused, idsOfEveryPage } from '#test/helpers/pages.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { newId } from '#server/lib/ids.js';

const hour = 3_600_000;
const ranges = [
  { level_min: 2, level_max: 3.5 },
  { level_min: 4, level_max: 5 },
  { level_min: 0, level_max: 1.5 },
];
const privacies = ['public', 'public', 'favorite', 'public', 'invitation'] as const;

describe('GET /user/match/find', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let clubIds: string[];

  /** 60 matches straight into their tables: ties of start, three level ranges, every privacy. */
  async function manyMatches(templateId: string, clubId: string, zone: string) {
    const row = await ctx.db
      .selectFrom('matches')
      .selectAll()
      .where('id', '=', templateId)
      .executeTakeFirstOrThrow();
    const seats = await ctx.db
      .selectFrom('match_seats')
      .selectAll()
      .where('match_id', '=', templateId)
      .execute();
    for (let index = 0; index < 60; index += 1) {
      const id = newId();
      // Two matches at each start, at 23:00 and 00:30 club time: a start's day is the club's.
      const start =
        Date.parse(matchStart(2 + Math.floor(index / 8), 23, zone)) +
        Math.floor((index % 4) / 2) * 1.5 * hour;
      await ctx.db
        .insertInto('matches')
        .values({
          ...row,
          id,
          club_id: clubId,
          starts_at: new Date(start).toISOString(),
          privacy: privacies[index % privacies.length]!,
          status: index % 13 === 12 ? 'cancelled' : 'open',
          ...ranges[index % ranges.length]!,
        })
        .execute();
      await ctx.db
        .insertInto('match_seats')
        .values(seats.map((seat) => ({ ...seat, match_id: id })))
        .execute();
    }
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await aPadelPlayer(ctx, 'M', 'Olga');
    viewer = await aPadelPlayer(ctx, 'F', 'Vera');
    stranger = await aPadelPlayer(ctx, 'M', 'Sam');
    await ctx.db
      .updateTable('users')
      .set({ padel_level: null })
      .where('id', '=', stranger.id)
      .execute();
    clubIds = [];
    for (const zone of ['Europe/Madrid', 'America/New_York']) {
      const club = await aClub(ctx, {
        timeZone: zone,
        courts: [{ name: 'P1', courtType: 'indoor' }],
      });
      clubIds.push(club.clubId);
      const made = await api(ctx.app, owner.token).create(
        matchForm(club.clubId, matchStart(1, 18, zone)),
      );
      expect(made.statusCode, made.body).toBe(201);
      await manyMatches(matchSchema.parse(made.json()).id, club.clubId, zone);
    }
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me/favorites',
      headers: bearer(owner.token),
      payload: { userId: viewer.id },
    });
  });
  afterAll(() => ctx.close());

  const getAs = (user: TestUser) => (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(user.token) });

  /** What Find Match should list, worked out from the tables alone. */
  async function expected(
    user: TestUser,
    filter: { date?: string; club?: string; level?: number } = {},
  ): Promise<string[]> {
    const me = await ctx.db
      .selectFrom('users')
      .select('padel_level')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const starred = (
      await ctx.db
        .selectFrom('favorites')
        .select('user_id')
        .where('favorite_id', '=', user.id)
        .execute()
    ).map((row) => row.user_id);
    const rows = await ctx.db
      .selectFrom('matches')
      .innerJoin('clubs', 'clubs.id', 'matches.club_id')
      .selectAll('matches')
      .select('clubs.time_zone')
      .execute();
    const now = new Date().toISOString();
    const group = (row: (typeof rows)[number]) =>
      levelFits(me.padel_level, { min: row.level_min, max: row.level_max }) ? 0 : 1;
    return rows
      .filter(
        (row) =>
          row.status === 'open' &&
          row.starts_at > now &&
          (row.privacy === 'public' ||
            (row.privacy === 'favorite' &&
              (row.owner_id === user.id || starred.includes(row.owner_id)))) &&
          (!filter.club || row.club_id === filter.club) &&
          (filter.level === undefined ||
            levelFits(filter.level, { min: row.level_min, max: row.level_max })) &&
          (!filter.date || utcToClubLocal(row.starts_at, row.time_zone).date === filter.date),
      )
      .sort(
        (a, b) =>
          group(a) - group(b) ||
          (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id < b.id ? -1 : 1),
      )
      .map((row) => row.id);
  }

  it('gives every match the caller may see once: at their level first, then by start and id', async () => {
    for (const user of [viewer, stranger, owner]) {
      const all = await expected(user);
      expect(all.length).toBeGreaterThan(50);
      for (const limit of [1, 7, 50]) {
        expect(
          await idsOfEveryPage(getAs(user), '/user/match/find', limit),
          `limit ${limit}`,
        ).toEqual(all);
      }
    }
  });

  it('pages each filter: club-local day across zones, club and level', async () => {
    const day = utcToClubLocal(matchStart(3, 12, 'America/New_York'), 'America/New_York').date;
    const filters = [
      { date: day },
      { club: clubIds[1]! },
      { level: 4.5 },
      { date: day, club: clubIds[0]!, level: 3 },
    ];
    for (const filter of filters) {
      const query = new URLSearchParams(
        Object.entries(filter).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const want = await expected(viewer, filter);
      expect(want.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const listed = await idsOfEveryPage(getAs(viewer), `/user/match/find?${query}`, 3);
      expect(listed, JSON.stringify(filter)).toEqual(want);
    }
  });

  it('keeps the whole list answering as before, in the same order', async () => {
    const whole = matchListSchema.parse((await getAs(viewer)('/user/match/all')).json());
    expect(whole.map((match) => match.id)).toEqual(await expected(viewer));
  });

  it('gives 20 unless asked, never more than 50, and refuses a cursor of another list', async () => {
    const page = matchPageSchema.parse((await getAs(viewer)('/user/match/find')).json());
    expect(page.items).toHaveLength(20);
    const id = newId();
    const foreign = [
      encodeCursor({ s: '2030-01-01T00:00:00.000Z', id }),
      encodeCursor({ g: 2, s: '2030-01-01T00:00:00.000Z', id }),
      encodeCursor({ d: 1, id }),
    ];
    await expectRefused(getAs(viewer), '/user/match/find', foreign);
  });
});
