import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '#server/config.js';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL points at PostgreSQL, a database of its own created and dropped here.
 * Empty, or a copy of `template` (a database of the same kind).
 */
export async function createTestDatabase(template?: DatabaseTarget): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url?.startsWith('postgres')) {
    const name = `courtside_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const from =
      template?.dialect === 'postgres'
        ? ` template ${new URL(template.connectionString).pathname.slice(1)}`
        : '';
    await admin.query(`create database ${name}${from}`);
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
  const file = join(folder, 'test.db');
  if (template?.dialect === 'sqlite') copyFileSync(template.file, file);
  return {
    target: { dialect: 'sqlite', file },
    async drop() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database already at the latest schema: a copy of the run's migrated template (see
 * migrated-template.ts), which takes a fraction of running every migration.
 */
export const createMigratedTestDatabase = () => createTestDatabase(inject('migratedTemplate'));

export const testDialect = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? 'postgres'
  : 'sqlite';
