import { eventCategoryListSchema, sportCategoryIds } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aUser, type TestUser } from '#test/helpers/builders.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';

describe('GET /user/events', () => {
  let ctx: TestContext;
  let player: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    player = await aUser(ctx);
    // The two sport categories are every server's own: the migrations create them.
    const classes = await aCategory(ctx, { name: 'Classes', position: 3 });
    await aCategory(ctx, { name: 'Padel classes', position: 1, parentId: classes });
  });
  afterAll(() => ctx.close());

  it('lists the categories with the two sport categories first-class and subcategories nested', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/events',
      headers: bearer(player.token),
    });
    expect(res.statusCode).toBe(200);
    const categories = eventCategoryListSchema.parse(res.json());
    const ids = categories.map((c) => c.id);
    expect(ids).toContain(sportCategoryIds.padel);
    expect(ids).toContain(sportCategoryIds.football);
    expect(sportCategoryIds.padel.endsWith('1')).toBe(true);
    expect(sportCategoryIds.football.endsWith('2')).toBe(true);
    const padel = categories.find((c) => c.id === sportCategoryIds.padel);
    expect(padel?.route).toBe('find-padel-court');
    const classes = categories.find((c) => c.name === 'Classes');
    expect(classes?.subcategories.map((c) => c.name)).toEqual(['Padel classes']);
  });

  it('offers the whole home grid on a server without demo data: every way into the app', async () => {
    const empty = await createTestContext();
    try {
      const reader = await aUser(empty);
      const res = await empty.app.inject({
        method: 'GET',
        url: '/api/user/events',
        headers: bearer(reader.token),
      });
      const categories = eventCategoryListSchema.parse(res.json());
      const shown = (list: typeof categories): unknown[] =>
        list.map(({ name, route, subcategories }) =>
          subcategories.length
            ? { name, route, subcategories: shown(subcategories) }
            : { name, route },
        );
      expect(categories.slice(0, 2).map((c) => c.id)).toEqual([
        sportCategoryIds.padel,
        sportCategoryIds.football,
      ]);
      expect(shown(categories)).toEqual([
        { name: 'Padel', route: 'find-padel-court' },
        { name: 'Football', route: 'find-football-court' },
        { name: 'Activities & Training', route: 'activities' },
        { name: 'Find a Match', route: 'find-match' },
        { name: 'Championships', route: 'champion' },
        {
          name: 'Club life',
          route: null,
          subcategories: [
            { name: 'My Booking', route: 'my-booking' },
            { name: 'Coins Pack', route: 'coins-pack' },
            { name: 'My Matches', route: 'matches' },
            { name: 'Champion Requests', route: 'champion-request' },
          ],
        },
      ]);
      expect(categories.every((c) => c.photo?.startsWith('/assets/img/categories/'))).toBe(true);
    } finally {
      await empty.close();
    }
  });

  it('refuses anonymous callers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/events' });
    expect(res.statusCode).toBe(401);
  });
});
