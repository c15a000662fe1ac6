import { eventCategoryListSchema, sportCategoryIds } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  loginAs,
  type TestContext,
} from '../../../test/helpers/test-app.js';

describe('GET /user/events', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
  });
  afterAll(() => ctx.close());

  it('lists the categories with the two sport categories first-class and subcategories nested', async () => {
    const { token } = await loginAs(ctx.app, 'player');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/events',
      headers: bearer(token),
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
    expect(withChildren?.subcategories[0]?.name).toBeTruthy();
  });

  it('refuses anonymous callers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/events' });
    expect(res.statusCode).toBe(401);
  });
});
