import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import type { TrustProxy } from '#server/config.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createTestDatabase } from './helpers/test-database.js';

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
          phone: `+34655${tag.slice(-6)}`,
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

/** Two server processes on one database count one address's sign-ups together. */
describe('the sign-up limit across server processes', () => {
  it('allows an address its sign-ups once, whichever process takes them', async () => {
    const database = await createTestDatabase();
    const apps = await Promise.all(
      [0, 1].map(async (index) => {
        const db = createDatabase(database.target);
        if (index === 0) await migrateToLatest(db);
        const app = await buildApp({
          db,
          jwtSecret: 'x'.repeat(32),
          logLevel: 'silent',
          holdSweepMs: 0,
          paymentsSandbox: false,
          limits: { signUpPerMinute: { max: 3, timeWindow: 60_000 } },
        });
        return { app, db };
      }),
    );
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        const tag = `${process.pid % 1000}${index}`.padStart(7, '0');
        const res = await apps[index % 2]!.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '203.0.113.9',
          payload: {
            Name: 'Twice',
            username: `twice${tag}`,
            phone: `+34656${tag.slice(-6)}`,
            password: 'pass-word-1',
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    } finally {
      for (const { app, db } of apps) {
        await app.close();
        await db.destroy();
      }
      await database.drop();
    }
  });
});
