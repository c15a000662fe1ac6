import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '#server/config.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

/**
 * Per-address limits rest on the client address; X-Forwarded-For may name it only when the
 * deployment says which proxies to believe.
 */
describe('the client address behind proxies', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  const signUpLimit = { signUpPerMinute: { max: 3, timeWindow: 60_000 } };
  let serial = 0;

  async function signUps(trustProxy: TrustProxy | undefined, remoteAddress: string) {
    ctx = await createTestContext({ limits: signUpLimit, trustProxy });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      serial += 1;
      const tag = `${process.pid % 1000}${serial}`.padStart(7, '0');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: {
          Name: 'Proxy',
          username: `proxy${tag}`,
          phone: `+34655${tag}`,
          password: 'pass-word-1',
        },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For by default, so rotating it does not escape a limit', async () => {
    expect(await signUps(undefined, '203.0.113.7')).toEqual([201, 201, 201, 429]);
  });

  it('believes the nearest proxy when a hop count is configured', async () => {
    expect(await signUps(1, '10.0.0.5')).toEqual([201, 201, 201, 201]);
  });

  it('believes only the listed proxies', async () => {
    expect(await signUps(['10.0.0.0/8'], '10.0.0.5')).toEqual([201, 201, 201, 201]);
    await ctx?.close();
    expect(await signUps(['10.0.0.0/8'], '203.0.113.8')).toEqual([201, 201, 201, 429]);
  });
});
