import SqliteDatabase from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseTarget } from '#server/config.js';
import {
  databaseCopy,
  folderNameFor,
  uploadsCopy,
  writeManifest,
  type BackupManifest,
} from './backup-files.js';

const run = promisify(execFile);

/** What a backup copies: the configured database and the uploads folder (if pictures live there). */
export interface BackupSource {
  database: DatabaseTarget;
  uploadsDir: string;
}

/**
 * Writes a consistent copy of the database and the uploads folder into a new timestamped
 * folder under `parent`, while the app keeps running: SQLite's online backup API (a snapshot
 * taken page by page between the writer's transactions), `pg_dump` for PostgreSQL (one
 * repeatable-read snapshot). Answers the folder.
 */
export async function createBackup(
  source: BackupSource,
  parent: string,
  now = new Date(),
): Promise<string> {
  const folder = join(parent, folderNameFor(now));
  await mkdir(folder, { recursive: true });
  const { dialect } = source.database;
  const copy = join(folder, databaseCopy[dialect]);
  if (source.database.dialect === 'sqlite') await backUpSqlite(source.database.file, copy);
  else await backUpPostgres(source.database.connectionString, copy);
  const uploads = existsSync(source.uploadsDir);
  if (uploads) await cp(source.uploadsDir, join(folder, uploadsCopy), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    dialect,
    database: databaseCopy[dialect],
    uploads,
  };
  await writeManifest(folder, manifest);
  return folder;
}

async function backUpSqlite(file: string, copy: string): Promise<void> {
  const connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await connection.backup(copy);
  } finally {
    connection.close();
  }
}

async function backUpPostgres(connectionString: string, copy: string): Promise<void> {
  // The custom format restores with pg_restore, table by table, into an empty database.
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', copy, connectionString]);
}
