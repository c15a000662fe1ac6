import SqliteDatabase from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, cp, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';
import type { BackupSource } from './backup.js';
import { readManifest, uploadsCopy } from './backup-files.js';

const run = promisify(execFile);

/**
 * Brings a backup folder back into the configured database, which must be empty (a fresh
 * SQLite file or a PostgreSQL database without tables), and its pictures into the uploads
 * folder, which must be empty too: a restore never mixes with what is there.
 */
export async function restoreBackup(target: BackupSource, folder: string): Promise<void> {
  const manifest = await readManifest(folder);
  if (manifest.dialect !== target.database.dialect)
    throw new Error(
      `This is a ${manifest.dialect} backup; the configured database is ${target.database.dialect}`,
    );
  await refuseUnlessEmpty(target);
  const copy = join(folder, manifest.database);
  if (target.database.dialect === 'sqlite') await restoreSqlite(copy, target.database.file);
  else await restorePostgres(copy, target.database.connectionString);
  if (manifest.uploads) await cp(join(folder, uploadsCopy), target.uploadsDir, { recursive: true });
}

async function refuseUnlessEmpty(target: BackupSource): Promise<void> {
  if (await hasTables(target.database))
    throw new Error('The configured database is not empty: restore into a new, empty one');
  if (existsSync(target.uploadsDir) && readdirSync(target.uploadsDir).length > 0)
    throw new Error(`The uploads folder ${target.uploadsDir} is not empty`);
}

async function hasTables(database: DatabaseTarget): Promise<boolean> {
  if (database.dialect === 'sqlite') {
    if (!existsSync(database.file)) return false;
    const connection = new SqliteDatabase(database.file, { readonly: true });
    try {
      return (
        connection.prepare("select 1 from sqlite_master where type = 'table'").get() !== undefined
      );
    } finally {
      connection.close();
    }
  }
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select 1 from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') limit 1",
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

async function restoreSqlite(copy: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // An empty file left by an earlier start may have its write-ahead log beside it.
  await Promise.all(['', '-wal', '-shm'].map((end) => rm(`${file}${end}`, { force: true })));
  await copyFile(copy, file);
}

async function restorePostgres(copy: string, connectionString: string): Promise<void> {
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--dbname',
    connectionString,
    copy,
  ]);
}
