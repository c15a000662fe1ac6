import { coinBalanceSchema, coinPackListSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCoinPack, aPlayerWithCoins, aUser, type TestUser } from '#test/helpers/builders.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';

const packsOnSale = [
  { coins: 10, price: 1000 },
  { coins: 55, price: 5000 },
  { coins: 120, price: 10000 },
];

describe('coin packs and balance', () => {
  let ctx: TestContext;
  let player: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    // Written out of display order: the list must sort them by position.
    for (const index of [2, 0, 1])
      await aCoinPack(ctx, { ...packsOnSale[index]!, position: index + 1 });
    player = await aPlayerWithCoins(ctx, 30);
  });
  afterAll(() => ctx.close());

  const get = (url: string, token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

  it('lists the packs in display order with their coins and price', async () => {
    const res = await get('/user/coinpack/all', player.token);
    expect(res.statusCode).toBe(200);
    const packs = coinPackListSchema.parse(res.json());
    expect(packs.map(({ coin, price }) => ({ coins: coin, price }))).toEqual(packsOnSale);
    expect(packs.every((pack) => pack.currency === 'USD' && pack.photo)).toBe(true);
  });

  it("answers the caller's balance, which is the sum of their ledger", async () => {
    const rows = await ctx.db
      .selectFrom('coin_ledger')
      .select('delta')
      .where('user_id', '=', player.id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const res = await get('/user/me/coins', player.token);
    expect(res.statusCode).toBe(200);
    expect(coinBalanceSchema.parse(res.json()).balance).toBe(
      rows.reduce((sum, row) => sum + row.delta, 0),
    );
  });

  it('answers 0 for a user without coins', async () => {
    const fresh = await aUser(ctx);
    expect((await get('/user/me/coins', fresh.token)).json()).toEqual({ balance: 0 });
  });

  it('refuses anonymous callers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/me/coins' });
    expect(res.statusCode).toBe(401);
  });
});
