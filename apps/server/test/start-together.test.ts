import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/dialect.js';
import { demoPeople } from '#server/seed/demo.js';
import {
  buildServer,
  databaseUrlOf,
  startBuiltServer,
  type BuiltServer,
} from './helpers/built-server.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

/**
 * Several server processes started at the same moment on one empty database (a deploy of a
 * cluster) prepare it once: every one of them serves, and the demo world is there once.
 */
describe(`server processes started together on an empty database, ${testDialect}`, () => {
  const databases: TestDatabase[] = [];
  let uploads: string;
  const servers: BuiltServer[] = [];
  beforeAll(async () => {
    await buildServer();
    uploads = mkdtempSync(join(tmpdir(), 'courtside-together-'));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(uploads, { recursive: true, force: true });
  });

  /** Starts three processes at once on a new database; answers it once all serve. */
  async function startThree(env: Record<string, string> = {}) {
    const database = await createTestDatabase();
    databases.push(database);
    const started = await Promise.allSettled(
      [1, 2, 3].map(() =>
        startBuiltServer({
          DATABASE_URL: databaseUrlOf(database.target),
          JWT_SECRET: randomBytes(32).toString('hex'),
          SEED_DEMO: 'true',
          UPLOADS_DIR: uploads,
          ...env,
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason).slice(0, 1500)] : [],
    );
    expect(failures).toEqual([]);
    for (const server of servers)
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    return database;
  }

  it('all serve, and the demo world is seeded once', async () => {
    const database = await startThree();
    const db = createDatabase(database.target);
    try {
      const users = await db.selectFrom('users').select('username').execute();
      expect(users.map((user) => user.username).sort()).toEqual(
        demoPeople.map((person) => person.username).sort(),
      );
    } finally {
      await db.destroy();
    }
  }, 120_000);

  // The others wait for the first however long it takes, and the wait takes no connection
  // of the pool that the first needs to migrate and seed.
  it.runIf(testDialect === 'postgres')(
    'all serve when preparing takes longer than a statement may, with a pool of one connection',
    async () => {
      await startThree({ DATABASE_QUERY_TIMEOUT_MS: '300', DATABASE_POOL_SIZE: '1' });
    },
    120_000,
  );
});
