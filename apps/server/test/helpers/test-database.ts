import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL points at PostgreSQL, a database of its own created and dropped here.
 * `migrated` gives it every migration already (on PostgreSQL a copy of a migrated template,
 * which takes a tenth of the time migrating does).
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url?.startsWith('postgres')) return createPostgresDatabase(url, options.migrated ?? false);
  const folder = mkdtempSync(join(tmpdir(), 'courtside-test-'));
  const target: DatabaseTarget = { dialect: 'sqlite', file: join(folder, 'test.db') };
  if (options.migrated) await migrate(target);
  return {
    target,
    async drop() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const testDialect = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? 'postgres'
  : 'sqlite';

async function createPostgresDatabase(url: string, migrated: boolean): Promise<TestDatabase> {
  const name = `courtside_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, async (admin) => {
    if (!migrated) await admin.query(`create database ${name}`);
    else await copyMigratedTemplate(url, admin, name);
    // A test never outlives a crash of PostgreSQL itself: commits need not wait for the disk.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  });
  return {
    target: { dialect: 'postgres', connectionString: databaseAddress(url, name) },
    drop: () =>
      asAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * Copies the migrated template, building it first when no test has since the migrations last
 * changed (its name carries their hash). Test files start side by side: one builds the
 * template while the others wait on the lock, and a copy needs no one else connected to it.
 */
async function copyMigratedTemplate(url: string, admin: pg.Client, name: string): Promise<void> {
  const template = `courtside_template_${migrationsHash()}`;
  await admin.query(`select pg_advisory_lock(hashtext('courtside test template'))`);
  try {
    const found = await admin.query(`select 1 from pg_database where datname = $1`, [template]);
    if (found.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'courtside\\_template\\_%'`,
      );
      for (const { datname } of stale.rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      await admin.query(`create database ${template}`);
      await migrate({ dialect: 'postgres', connectionString: databaseAddress(url, template) });
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('courtside test template'))`);
  }
}

async function migrate(target: DatabaseTarget): Promise<void> {
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

let hash: string | undefined;

/** The migrations as they are now: any change to a migration file gives a new template. */
function migrationsHash(): string {
  if (hash) return hash;
  const folder = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
  const digest = createHash('sha256');
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.test.ts')) continue;
    digest.update(file).update(readFileSync(join(folder, file)));
  }
  hash = digest.digest('hex').slice(0, 12);
  return hash;
}

function databaseAddress(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function asAdmin(url: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
