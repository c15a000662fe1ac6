import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { createDatabase } from './dialect.js';

describe.runIf(testDialect === 'postgres')('the PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('holds as many connections as DATABASE_POOL_SIZE says, and queues the rest', async () => {
    const db = createDatabase(database.target, { poolSize: 2 });
    try {
      const sessions = await Promise.all(
        Array.from({ length: 4 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`.execute(db),
        ),
      );
      // Four statements at once went through two connections, two at a time.
      expect(new Set(sessions.map((result) => result.rows[0]!.pid)).size).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
