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
    const withChildren = categories.find((c) => c.subcategories.length > 0);
    expect(withChildren?.subcategories[0]?.name).toBe('Padel classes');
  });

  it('offers the two sport categories on a server without demo data, leading to the clubs', async () => {
    const empty = await createTestContext();
    try {
      const reader = await aUser(empty);
      const res = await empty.app.inject({
        method: 'GET',
        url: '/api/user/events',
        headers: bearer(reader.token),
      });
      const categories = eventCategoryListSchema.parse(res.json());
      expect(categories.map(({ id, name, route }) => ({ id, name, route }))).toEqual([
        { id: sportCategoryIds.padel, name: 'Padel', route: 'find-padel-court' },
        { id: sportCategoryIds.football, name: 'Football', route: 'find-football-court' },
      ]);
    } finally {
      await empty.close();
    }
  });

  it('refuses anonymous callers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/events' });
    expect(res.statusCode).toBe(401);
  });
});
