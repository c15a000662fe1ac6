import {
  clubFavouriteSchema,
  clubListSchema,
  clubPageSchema,
  errorBodySchema,
  type Club,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aUser, type TestUser } from '#test/helpers/builders.js';
import { everyPage } from '#test/helpers/pages.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { newId } from '#server/lib/ids.js';

/** Five padel clubs named so the list's own order (by name) is Club A … Club E. */
const names = ['Club A', 'Club B', 'Club C', 'Club D', 'Club E'] as const;

describe('favourite clubs', () => {
  let ctx: TestContext;
  const clubIds = new Map<string, string>();
  const id = (name: (typeof names)[number]) => clubIds.get(name)!;

  beforeAll(async () => {
    ctx = await createTestContext();
    for (const name of names) {
      const club = await aClub(ctx, { name, courts: [{ name: 'Padel 1', sport: 'padel' }] });
      clubIds.set(name, club.clubId);
    }
  });
  afterAll(() => ctx.close());

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(user.token) });
  const mark = (user: TestUser, clubId: string) =>
    call(user, 'PUT', `/user/club/${clubId}/favourite`);
  const unmark = (user: TestUser, clubId: string) =>
    call(user, 'DELETE', `/user/club/${clubId}/favourite`);
  const isFavourite = async (user: TestUser, clubId: string) => {
    const res = await call(user, 'GET', `/user/club/${clubId}/favourite`);
    expect(res.statusCode, res.body).toBe(200);
    return clubFavouriteSchema.parse(res.json()).favourite;
  };
  const listed = async (user: TestUser): Promise<Club[]> => {
    const res = await call(user, 'GET', '/user/club/all?type=padel');
    expect(res.statusCode, res.body).toBe(200);
    return clubListSchema.parse(res.json());
  };
  const nameOf = (clubId: string) => names.find((name) => clubIds.get(name) === clubId);
  const order = (clubs: Array<{ id: string }>) => clubs.map((club) => nameOf(club.id));
  const favouritesIn = (clubs: Array<{ id: string; favourite: boolean }>) =>
    clubs.filter((club) => club.favourite).map((club) => nameOf(club.id));

  it('marks and unmarks a club, each twice with the same answer', async () => {
    const player = await aUser(ctx);
    expect(await isFavourite(player, id('Club C'))).toBe(false);
    for (let time = 0; time < 2; time += 1) {
      expect((await mark(player, id('Club C'))).statusCode).toBe(204);
      expect(await isFavourite(player, id('Club C'))).toBe(true);
    }
    const rows = await ctx.db
      .selectFrom('favourite_clubs')
      .selectAll()
      .where('user_id', '=', player.id)
      .execute();
    expect(rows.map((row) => row.club_id)).toEqual([id('Club C')]);
    for (let time = 0; time < 2; time += 1) {
      expect((await unmark(player, id('Club C'))).statusCode).toBe(204);
      expect(await isFavourite(player, id('Club C'))).toBe(false);
    }
  });

  it('answers 404 for a club that does not exist', async () => {
    const player = await aUser(ctx);
    const unknown = newId();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(player, method, `/user/club/${unknown}/favourite`);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });

  it('lists favourites first, each part in the list’s own order', async () => {
    const player = await aUser(ctx);
    expect(order(await listed(player))).toEqual([...names]);
    await mark(player, id('Club D'));
    await mark(player, id('Club B'));
    const clubs = await listed(player);
    expect(order(clubs)).toEqual(['Club B', 'Club D', 'Club A', 'Club C', 'Club E']);
    expect(favouritesIn(clubs)).toEqual(['Club B', 'Club D']);
  });

  it('never shows one player’s favourites to another', async () => {
    const marker = await aUser(ctx);
    const other = await aUser(ctx);
    await mark(marker, id('Club E'));
    expect(await isFavourite(other, id('Club E'))).toBe(false);
    const clubs = await listed(other);
    expect(favouritesIn(clubs)).toEqual([]);
    expect(order(clubs)).toEqual([...names]);
    // Unmarking a club someone else marked leaves theirs as it was.
    expect((await unmark(other, id('Club E'))).statusCode).toBe(204);
    expect(await isFavourite(marker, id('Club E'))).toBe(true);
  });

  it('puts favourites first across pages, by name and nearest first, without a repeat or a gap', async () => {
    const player = await aUser(ctx);
    await mark(player, id('Club E'));
    await mark(player, id('Club C'));
    const get = (url: string) => call(player, 'GET', url);
    for (const path of [
      '/user/club/nearby?type=padel',
      '/user/club/nearby?type=padel&latitude=40.4168&longitude=-3.7038',
    ]) {
      for (const limit of [1, 2, 3, 10]) {
        const pages = await everyPage(get, path, limit, (body) => clubPageSchema.parse(body));
        const clubs = pages.flatMap((page) => page.items);
        // Every club sits on one spot, so nearest first falls back to ids within each part.
        const rest = clubs.slice(2);
        expect(favouritesIn(clubs), `${path} by ${limit}`).toEqual(favouritesIn(clubs.slice(0, 2)));
        expect(new Set(order(clubs.slice(0, 2)))).toEqual(new Set(['Club C', 'Club E']));
        expect(new Set(order(rest))).toEqual(new Set(['Club A', 'Club B', 'Club D']));
        expect(rest.every((club) => !club.favourite)).toBe(true);
        if (!path.includes('latitude')) {
          expect(order(clubs), `by name, ${limit} a page`).toEqual([
            'Club C',
            'Club E',
            'Club A',
            'Club B',
            'Club D',
          ]);
        }
      }
    }
  });

  it('leaves a suspended club off the lists, favourite or not, and refuses it', async () => {
    const player = await aUser(ctx);
    const club = await aClub(ctx, { name: 'Club F', courts: [{ name: 'P', sport: 'padel' }] });
    await mark(player, club.clubId);
    expect((await listed(player)).map((found) => found.id)[0]).toBe(club.clubId);
    await ctx.db
      .updateTable('clubs')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', club.clubId)
      .execute();
    const clubs = await listed(player);
    expect(clubs.map((found) => found.id)).not.toContain(club.clubId);
    expect(favouritesIn(clubs)).toEqual([]);
    const page = clubPageSchema.parse(
      (await call(player, 'GET', '/user/club/nearby?type=padel')).json(),
    );
    expect(page.items.map((found) => found.id)).not.toContain(club.clubId);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await call(player, method, `/user/club/${club.clubId}/favourite`)).statusCode).toBe(
        404,
      );
    }
    // Lifted, the club comes back as the favourite it was.
    await ctx.db
      .updateTable('clubs')
      .set({ suspended_at: null })
      .where('id', '=', club.clubId)
      .execute();
    expect((await listed(player))[0]).toMatchObject({ id: club.clubId, favourite: true });
  });

  it('lists favourites in Download my data and removes them with the account', async () => {
    const player = await aUser(ctx);
    const stays = await aUser(ctx);
    await mark(player, id('Club A'));
    await mark(player, id('Club D'));
    await mark(stays, id('Club A'));
    const exported = await call(player, 'GET', '/user/me/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const { favouriteClubs } = exported.json<{ favouriteClubs: Array<Record<string, string>> }>();
    expect(favouriteClubs.map((row) => row.club_name).sort()).toEqual(['Club A', 'Club D']);
    expect(favouriteClubs.every((row) => row.club_id && row.created_at)).toBe(true);

    expect((await call(player, 'DELETE', '/user/me')).statusCode).toBe(204);
    const left = await ctx.db
      .selectFrom('favourite_clubs')
      .select(['user_id', 'club_id'])
      .where('user_id', 'in', [player.id, stays.id])
      .execute();
    expect(left).toEqual([{ user_id: stays.id, club_id: id('Club A') }]);
  });
});
