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
    const padel = { name: 'Padel', route: 'find-padel-court', position: 1 };
    await aCategory(ctx, { id: sportCategoryIds.padel, ...padel });
    const football = { name: 'Football', route: 'find-football-court', position: 2 };
    await aCategory(ctx, { id: sportCategoryIds.football, ...football });
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

  it('refuses anonymous callers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/events' });
    expect(res.statusCode).toBe(401);
  });
});
