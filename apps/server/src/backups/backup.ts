import SqliteDatabase from 'better-sqlite3';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DatabaseTarget } from '#server/config.js';
import {
  databaseCopy,
  folderNameFor,
  uploadsCopy,
  writeManifest,
  type FileEntry,
} from './backup-files.js';
import { copyCounted, countFile, filesUnder } from './folder-files.js';
import { runPgTool } from './pg-tools.js';

/** What a backup copies (the configured database and the uploads folder), and the key. */
export interface BackupSource {
  database: DatabaseTarget;
  uploadsDir: string;
  /** The server's secret (JWT_SECRET): manifests are signed with a key derived from it. */
  secret: string;
}

/**
 * Writes a consistent copy of the database and the uploads folder into a new timestamped
 * folder under `parent`, while the app keeps running: SQLite's online backup API (a snapshot
 * taken page by page between the writer's transactions), `pg_dump` for PostgreSQL (one
 * repeatable-read snapshot). The manifest lists every file with its size and SHA-256 and is
 * signed. The folder and all in it are its owner's alone: the copies hold password hashes.
 * Answers the folder; a backup that fails leaves none behind.
 */
export async function createBackup(
  source: BackupSource,
  parent: string,
  now = new Date(),
): Promise<string> {
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const folder = join(parent, folderNameFor(now));
  // Never into an earlier backup's folder; owner-only before anything is written in it.
  await mkdir(folder, { mode: 0o700 });
  try {
    const { dialect } = source.database;
    const database = await copyDatabase(source.database, folder);
    const pictures = await copyUploads(source.uploadsDir, folder);
    await writeManifest(
      folder,
      {
        format: 2,
        createdAt: now.toISOString(),
        dialect,
        database: databaseCopy[dialect],
        uploads: pictures !== null,
        files: [database, ...(pictures ?? [])],
      },
      source.secret,
    );
    return folder;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

async function copyDatabase(database: DatabaseTarget, folder: string): Promise<FileEntry> {
  const name = databaseCopy[database.dialect];
  const copy = join(folder, name);
  // Made owner-only first: both tools write into the file given and keep its mode.
  await writeFile(copy, '', { flag: 'wx', mode: 0o600 });
  if (database.dialect === 'sqlite') await backUpSqlite(database.file, copy);
  // The custom format restores with pg_restore, in one transaction, into an empty database.
  else
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--file', copy],
      database.connectionString,
    );
  return { path: name, ...(await countFile(copy)) };
}

async function backUpSqlite(file: string, copy: string): Promise<void> {
  const connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await connection.backup(copy);
  } finally {
    connection.close();
  }
}

/** The pictures' copies, or null when there is no uploads folder (pictures in the database). */
async function copyUploads(uploadsDir: string, folder: string): Promise<FileEntry[] | null> {
  const paths = await filesUnder(uploadsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!paths) return null;
  await mkdir(join(folder, uploadsCopy), { mode: 0o700 });
  const entries: FileEntry[] = [];
  for (const path of paths) {
    const copy = join(folder, uploadsCopy, path);
    await mkdir(dirname(copy), { recursive: true, mode: 0o700 });
    const counted = await copyCounted(join(uploadsDir, path), copy, 0o600).catch(
      (error: NodeJS.ErrnoException) => {
        // A picture removed (replaced) since the folder was listed is no longer the app's.
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    if (counted) entries.push({ path: `${uploadsCopy}/${path}`, ...counted });
  }
  return entries;
}
