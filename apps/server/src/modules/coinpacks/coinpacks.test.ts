import { coinBalanceSchema, coinPackListSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  loginAs,
  registerPlayer,
  type TestContext,
} from '../../../test/helpers/test-app.js';
import { demoCoinPacks } from '../../seed/demo-catalog.js';

describe('coin packs and balance', () => {
  let ctx: TestContext;
  let player: { id: string; token: string };
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    player = await loginAs(ctx.app, 'player');
  });
  afterAll(() => ctx.close());

  const get = (url: string, token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

  it('lists the packs in display order with their coins and price', async () => {
    const res = await get('/user/coinpack/all', player.token);
    expect(res.statusCode).toBe(200);
    const packs = coinPackListSchema.parse(res.json());
    expect(packs.map(({ coin, price }) => ({ coins: coin, price }))).toEqual(
      demoCoinPacks.map(({ coins, price }) => ({ coins, price })),
    );
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
    const fresh = await registerPlayer(ctx.app);
    expect((await get('/user/me/coins', fresh.token)).json()).toEqual({ balance: 0 });
  });

  it('refuses anonymous callers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/me/coins' });
    expect(res.statusCode).toBe(401);
  });
});
