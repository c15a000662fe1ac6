import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { drainAndClose } from '#server/shutdown.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

/** Makes lapsed-hold expiry slow (still running when the app is told to close); says how it ended. */
function slowExpiry(ctx: TestContext) {
  const { courtTime } = ctx.app.services;
  const expire = courtTime.expireLapsedHolds.bind(courtTime);
  const state = { rounds: 0, ended: [] as string[] };
  vi.spyOn(courtTime, 'expireLapsedHolds').mockImplementation(async () => {
    state.rounds += 1;
    await sleep(300);
    return expire().then(
      (result) => {
        state.ended.push('done');
        return result;
      },
      (error: Error) => {
        state.ended.push(error.message);
        throw error;
      },
    );
  });
  return state;
}

const messagesOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => String(call.at(-1)));

describe(`closing the app while a sweep is under way, ${testDialect}`, () => {
  it('lets the round finish before the database closes, and logs no failure', async () => {
    const ctx = await createTestContext({ holdSweepMs: 20 });
    const expiry = slowExpiry(ctx);
    const errors = vi.spyOn(ctx.app.log, 'error');
    await expect.poll(() => expiry.rounds, { timeout: 15_000 }).toBeGreaterThan(0);
    await ctx.close();
    await sleep(400);
    expect(messagesOf(errors)).not.toContain('sweep failed');
    expect(expiry.ended).toEqual(['done']);
  }, 30_000);

  it('waits for every task of the round, even after one of them failed', async () => {
    const ctx = await createTestContext({ holdSweepMs: 20 });
    const expiry = slowExpiry(ctx);
    vi.spyOn(ctx.app.services.payments, 'retryRefunds').mockRejectedValue(
      new Error('provider down'),
    );
    const errors = vi.spyOn(ctx.app.log, 'error');
    // The refund task has failed (on PostgreSQL each task is a job of its own, taken up when a
    // worker gets to it), then a slow expiry round starts: the app is told to close during it.
    const refundsFailed = () =>
      errors.mock.calls.some(
        (call) => (call[0] as { job?: string } | undefined)?.job === 'refunds',
      );
    await expect.poll(refundsFailed, { timeout: 15_000 }).toBe(true);
    const roundsBefore = expiry.rounds;
    await expect.poll(() => expiry.rounds, { timeout: 15_000 }).toBeGreaterThan(roundsBefore);
    await drainAndClose(ctx.app, { timeoutMs: 2_000, closeResources: () => ctx.db.destroy() });
    // Every expiry round that started ran to its end on an open database.
    expect(expiry.ended).toHaveLength(expiry.rounds);
    expect(expiry.ended.every((end) => end === 'done')).toBe(true);
    expect(JSON.stringify(errors.mock.calls)).not.toContain('destroyed');
    await ctx.close(); // its database is dropped
  }, 45_000);
});
