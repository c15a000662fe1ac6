import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL points at PostgreSQL, a database of its own created and dropped here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url?.startsWith('postgres')) {
    const name = `courtside_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      target: { dialect: 'postgres', connectionString: target.toString() },
      async drop() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'courtside-test-'));
  return {
    target: { dialect: 'sqlite', file: join(folder, 'test.db') },
    async drop() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const testDialect = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? 'postgres'
  : 'sqlite';
