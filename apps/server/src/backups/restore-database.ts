import SqliteDatabase from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '#server/config.js';
import type { FileEntry } from './backup-files.js';
import { checkAgainst, copyCounted } from './folder-files.js';
import { adoptFolderOwner } from './ownership.js';
import { runPgTool } from './pg-tools.js';

/** Whether the database holds any table (a SQLite file that does not exist holds none). */
export async function hasTables(database: DatabaseTarget): Promise<boolean> {
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

/**
 * Loads a checked database copy into the empty database, whole or not at all: PostgreSQL in
 * one transaction, SQLite into a file beside the target, renamed into place once its bytes
 * and SQLite's integrity check are right.
 */
export async function restoreDatabase(
  copy: string,
  entry: FileEntry,
  database: DatabaseTarget,
): Promise<void> {
  if (database.dialect === 'postgres') {
    const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', copy];
    await runPgTool('pg_restore', args, database.connectionString).catch((error: Error) => {
      throw new Error(`${error.message}\nnothing was restored`, { cause: error });
    });
    return;
  }
  const { file } = database;
  const whole = `${file}.restoring`;
  const withLogs = (path: string) => ['', '-wal', '-shm', '-journal'].map((end) => `${path}${end}`);
  await mkdir(dirname(file), { recursive: true });
  await Promise.all(withLogs(whole).map((path) => rm(path, { force: true })));
  try {
    // Owner-only: the database holds password hashes.
    checkAgainst(entry, await copyCounted(copy, whole, 0o600));
    checkIntegrity(whole);
    // An empty file left by an earlier start may have its write-ahead log beside it.
    await Promise.all(withLogs(file).map((path) => rm(path, { force: true })));
    await rename(whole, file);
    await adoptFolderOwner(file);
  } catch (error) {
    await Promise.all(withLogs(whole).map((path) => rm(path, { force: true })));
    throw new Error(`${(error as Error).message}\nnothing was restored`, { cause: error });
  }
}

/**
 * SQLite's integrity check, and the file's length against the pages its header counts: bytes
 * cut from the end of a page no row uses yet pass the check, but the copy is still not whole.
 */
function checkIntegrity(file: string): void {
  let verdict: unknown;
  try {
    const connection = new SqliteDatabase(file, { fileMustExist: true });
    try {
      verdict = connection.pragma('integrity_check', { simple: true });
      const pages = Number(connection.pragma('page_count', { simple: true }));
      const pageSize = Number(connection.pragma('page_size', { simple: true }));
      if (verdict === 'ok' && statSync(file).size !== pages * pageSize)
        verdict = `${statSync(file).size} bytes where its ${pages} pages take ${pages * pageSize}`;
    } finally {
      connection.close();
    }
  } catch (error) {
    verdict = (error as Error).message;
  }
  if (verdict !== 'ok')
    throw new Error(`The database copy is not a whole SQLite database: ${verdict}`);
}
