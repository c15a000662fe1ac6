import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { isDatabaseUnreachable } from './db-errors.js';
import { createDatabase } from './dialect.js';
import { inTransaction } from './transaction.js';

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

  it('survives the server ending a connection in the middle of a transaction', async () => {
    if (database.target.dialect !== 'postgres') throw new Error('PostgreSQL only');
    const db = createDatabase(database.target);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const failed = await inTransaction(db, async (tx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx.db);
        // Ended while this transaction holds it between two statements: the loss arrives
        // as an event on the checked-out connection, not as a statement's answer.
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(tx.db);
      }).catch((error: unknown) => error);
      expect(isDatabaseUnreachable(failed)).toBe(true);
      const { rows } = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(db);
      expect(rows[0]?.answer).toBe(42);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });
});
