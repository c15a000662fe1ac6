import { errorBodySchema } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import type { Database } from '#server/db/database.js';
import { createDatabase } from '#server/db/dialect.js';
import { signToken } from '#server/plugins/auth.js';
import { bearer } from './helpers/test-app.js';

/**
 * PostgreSQL that does not answer (here: a port nobody listens on, as when the server is
 * stopped): callers learn it is temporary, and health tells a balancer not to send traffic.
 */
describe('with the database unreachable', () => {
  let db: Kysely<Database>;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = createDatabase({
      dialect: 'postgres',
      connectionString: 'postgres://nobody@127.0.0.1:9/x',
    });
    app = await buildApp({
      db,
      jwtSecret: 'x'.repeat(32),
      logLevel: 'silent',
      holdSweepMs: 0,
      paymentsSandbox: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('answers 503 with Retry-After and the error body, never a 500 or a stack', async () => {
    const token = signToken(app, { sub: 'someone', role: 'owner' });
    const requests = [
      { method: 'GET' as const, url: '/api/user/club/all', headers: bearer(token) },
      { method: 'GET' as const, url: '/api/user/me/bookings', headers: bearer(token) },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { phone: 'player', password: 'whatever-1' },
      },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(Number(res.headers['retry-after']), request.url).toBeGreaterThan(0);
      const body = errorBodySchema.parse(res.json());
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.js/);
    }
  });

  it('stays alive for liveness but is not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
