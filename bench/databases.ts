import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parseDatabaseUrl } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/database.js';
import { createDatabase } from '../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { seedDemoWorld } from '../apps/server/src/seed/demo.js';
import { deferCleanup } from './cleanup.js';

export interface BenchDatabase {
  label: 'SQLite' | 'PostgreSQL';
  /** DATABASE_URL form, handed to the server process. */
  url: string;
  /** The bench's own connection, to pick slots and check the storm's outcome. */
  db: Kysely<Database>;
  dispose(): Promise<void>;
}

/** The demo world on a fresh SQLite file in a temporary folder. */
export async function sqliteDatabase(): Promise<BenchDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
  const removeFolder = deferCleanup(async () => rmSync(folder, { recursive: true, force: true }));
  return seeded('SQLite', `sqlite:${join(folder, 'bench.db')}`, removeFolder);
}

/** The demo world in a PostgreSQL database of its own, created here and dropped afterwards. */
export async function postgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `courtside_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const drop = deferCleanup(async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return seeded('PostgreSQL', url.toString(), drop);
}

export async function postgresVersion(adminUrl: string): Promise<string> {
  const rows = await adminQuery(adminUrl, 'select version() as version');
  return String(rows[0]?.version);
}

async function seeded(
  label: BenchDatabase['label'],
  url: string,
  removeStorage: () => Promise<void>,
): Promise<BenchDatabase> {
  const db = createDatabase(parseDatabaseUrl(url));
  // The connection must close before the storage goes, so it is disposed of first.
  const dispose = deferCleanup(async () => {
    await db.destroy();
    await removeStorage();
  });
  await migrateToLatest(db);
  await seedDemoWorld(db, systemClock);
  return { label, url, db, dispose };
}

async function adminQuery(adminUrl: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
