import { errorBodySchema } from '@courtside/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import type { Database } from '#server/db/database.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { signToken } from '#server/plugins/auth.js';
import { startStallableProxy, type StallableProxy } from './helpers/stallable-proxy.js';
import { bearer, registerPlayer } from './helpers/test-app.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

/**
 * PostgreSQL that does not answer (here: a port nobody listens on, as when the server is
 * stopped): callers learn it is temporary, and health tells a balancer not to send traffic.
 */
/** The app on `db`, with no sweeps and no sandbox: only the database's answers matter here. */
async function appOn(
  db: Kysely<Database>,
  log: { logLevel: string; logStream?: { write(line: string): void } } = { logLevel: 'silent' },
): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    jwtSecret: 'x'.repeat(32),
    ...log,
    holdSweepMs: 0,
    paymentsSandbox: false,
  });
  await app.ready();
  return app;
}

describe('with the database unreachable', () => {
  let db: Kysely<Database>;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = createDatabase({
      dialect: 'postgres',
      connectionString: 'postgres://nobody@127.0.0.1:9/x',
    });
    app = await appOn(db);
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

/**
 * PostgreSQL that stops answering mid-connection (paused, or a network that drops packets):
 * every statement gives up after the query timeout and answers 503, readiness says so within
 * a second, and all recovers once the database answers again.
 */
describe.runIf(testDialect === 'postgres')('with the database stalled', () => {
  const queryTimeoutMs = 1_500;
  let database: TestDatabase;
  let proxy: StallableProxy;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.target.dialect !== 'postgres') throw new Error('PostgreSQL only');
    const direct = new URL(database.target.connectionString);
    proxy = await startStallableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    direct.host = `127.0.0.1:${proxy.port}`;
    db = createDatabase(
      { dialect: 'postgres', connectionString: direct.toString() },
      { queryTimeoutMs },
    );
    await migrateToLatest(db);
    app = await appOn(db);
  });
  afterAll(async () => {
    proxy.resume();
    await app.close();
    await db.destroy();
    await proxy.close();
    await database.drop();
  });

  /** The answer, and how long it took; a request still waiting after 6 s counts as hung. */
  async function timed(request: InjectOptions) {
    const started = performance.now();
    const hung = new Promise<never>((_, fail) =>
      setTimeout(() => fail(new Error('the request hung')), 6_000).unref(),
    );
    const res = await Promise.race([app.inject(request), hung]);
    return { res, ms: performance.now() - started };
  }

  it('answers 503 quickly while stalled and recovers after', async () => {
    const { token } = await registerPlayer(app);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    proxy.stall();

    const probes = await Promise.all(
      Array.from({ length: 5 }, () => timed({ method: 'GET', url: '/api/health/ready' })),
    );
    for (const { res, ms } of probes) {
      expect(res.statusCode).toBe(503);
      expect(ms).toBeLessThan(2_000);
    }
    const call = await timed({ method: 'GET', url: '/api/user/club/all', headers: bearer(token) });
    expect(call.res.statusCode).toBe(503);
    expect(call.res.headers['retry-after']).toBeDefined();
    expect(call.ms).toBeLessThan(queryTimeoutMs + 2_000);

    proxy.resume();
    await expect
      .poll(
        async () => (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode,
        {
          timeout: 10_000,
        },
      )
      .toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/user/club/all',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(200);
  }, 30_000);
});

/**
 * PostgreSQL that answers, with every connection of the process's pool busy (here: a pool of
 * one, held by a transaction): the caller gets the same 503, and the log says what happened
 * instead of calling the database unreachable.
 */
describe.runIf(testDialect === 'postgres')('with every pooled connection busy', () => {
  // Waits for a pooled connection are bounded by the query timeout too.
  const queryTimeoutMs = 1_000;
  const warnings: Array<{ msg: unknown; reason: unknown }> = [];
  let database: TestDatabase;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const migrator = createDatabase(database.target);
    await migrateToLatest(migrator);
    await migrator.destroy();
    db = createDatabase(database.target, { poolSize: 1, queryTimeoutMs });
    app = await appOn(db, {
      logLevel: 'warn',
      logStream: {
        write: (line) => {
          const { msg, reason } = JSON.parse(line) as { msg: unknown; reason: unknown };
          warnings.push({ msg, reason });
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await database.drop();
  });

  it('answers 503 with Retry-After and logs the pool exhausted, not the database unreachable', async () => {
    const { token } = await registerPlayer(app);
    const request = { method: 'GET' as const, url: '/api/user/club/all', headers: bearer(token) };
    let held!: () => void;
    let release!: () => void;
    const holding = new Promise<void>((done) => (held = done));
    const released = new Promise<void>((done) => (release = done));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      held();
      await released;
    });
    await holding;

    const res = await app.inject(request);
    release();
    await transaction;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(errorBodySchema.parse(res.json()).code).toBe('SERVICE_UNAVAILABLE');
    expect(warnings).toContainEqual({
      msg: 'database pool exhausted',
      reason: expect.stringMatching(/^all 1 pooled connections busy, waited \d+ ms$/),
    });
    expect(warnings.map((warning) => warning.msg)).not.toContain('database unreachable');
    // The database was there all along: with its connection back, the same request is served.
    expect((await app.inject(request)).statusCode).toBe(200);
  });
});
