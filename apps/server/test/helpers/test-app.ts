import type { AuthResponse } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { buildApp, type AppOptions } from '#server/app.js';
import type { DatabaseTarget } from '#server/config.js';
import type { Database } from '#server/db/database.js';
import { createDatabase } from '#server/db/dialect.js';
import { systemClock, type Clock } from '#server/lib/clock.js';
import { jobQueueFor } from '#server/jobs/job-queue-for.js';
import { createTestDatabase } from './test-database.js';

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  jwtSecret: string;
  /** Where the database lives (a SQLite file, or a PostgreSQL database of its own). */
  target: DatabaseTarget;
  close(): Promise<void>;
}

export interface TestContextOptions extends Partial<Omit<AppOptions, 'db' | 'jwtSecret'>> {
  clock?: Clock;
}

/** A real app on a freshly migrated, empty database: tests build the rows they need. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase({ migrated: true });
  const db = createDatabase(database.target);
  const clock = options.clock ?? systemClock;
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({
    logLevel: 'silent',
    limits: { signUpPerMinute: { max: 10_000, timeWindow: 60_000 } },
    holdSweepMs: 0,
    paymentsSandbox: true,
    // The job queue the server would use on this database (pg-boss on PostgreSQL).
    jobQueue: jobQueueFor(database.target),
    ...options,
    clock,
    db,
    jwtSecret,
  });
  await app.ready();
  return {
    app,
    db,
    jwtSecret,
    target: database.target,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}

let counter = 0;

/** Registers a fresh player through the API and returns the sign-in answer. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Partial<{ username: string; phone: string; Name: string; password: string }> = {},
): Promise<AuthResponse> {
  counter += 1;
  const unique = `${process.pid}${counter}`.slice(-7).padStart(7, '0');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      Name: 'Test',
      username: `tester${unique}`,
      phone: `+346${unique}0`,
      password: 'secret-pass-1',
      isPadel: true,
      isFootball: false,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return response.json<AuthResponse>();
}

export async function loginAs(
  app: FastifyInstance,
  identifier: string,
  password = 'demo1234',
): Promise<AuthResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: identifier, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<AuthResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
