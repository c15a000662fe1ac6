import { afterAll, beforeAll } from 'vitest';
import { createDatabase } from '#server/db/dialect.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * A fresh, empty database for the describe block that calls this (no migration run), for
 * tests that migrate it step by step; dropped afterwards. Answers a getter of its connection.
 */
export function useEmptyDatabase(): () => ReturnType<typeof createDatabase> {
  let database: TestDatabase;
  let db: ReturnType<typeof createDatabase>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });
  return () => db;
}
