import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createTestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

describe(`closing the app while a sweep is under way, ${testDialect}`, () => {
  it('lets the round finish before the database closes, and logs no failure', async () => {
    const ctx = await createTestContext({ holdSweepMs: 20 });
    const { courtTime } = ctx.app.services;
    const expire = courtTime.expireLapsedHolds.bind(courtTime);
    let rounds = 0;
    vi.spyOn(courtTime, 'expireLapsedHolds').mockImplementation(async () => {
      rounds += 1;
      await sleep(300); // a slow round, still going when the app is told to close
      return expire();
    });
    const errors = vi.spyOn(ctx.app.log, 'error');
    await expect.poll(() => rounds).toBeGreaterThan(0);
    await ctx.close();
    await sleep(400);
    expect(errors.mock.calls.map((call) => String(call.at(-1)))).not.toContain('sweep failed');
  });
});
