import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { createDatabase } from './dialect.js';

describe.skipIf(testDialect !== 'postgres')('PostgreSQL connections', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('survives the server cutting its idle connections, and reconnects', async () => {
    const db = createDatabase(database.target);
    try {
      await sql`select 1`.execute(db);
      const url = database.target.dialect === 'postgres' ? database.target.connectionString : '';
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(url).pathname.slice(1);
      const cut = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 100));
      const { rows } = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(db);
      expect(rows[0]?.answer).toBe(42);
    } finally {
      await db.destroy();
    }
  });
});
