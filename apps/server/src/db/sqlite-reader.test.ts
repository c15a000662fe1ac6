import SqliteDatabase from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteReader, readSnapshotMs, type SqliteReader } from './sqlite-reader.js';

describe('the read-only SQLite reader', () => {
  let folder: string;
  let writer: SqliteDatabase.Database;
  let reader: SqliteReader;
  let now = 0;
  const names = () => reader.column<string>('select name from t order by name', []);
  const insert = (name: string) => writer.prepare('insert into t (name) values (?)').run(name);

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'courtside-reader-'));
    const file = join(folder, 'db.sqlite');
    writer = new SqliteDatabase(file);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table t (name text)');
    const connection = new SqliteDatabase(file, { readonly: true });
    reader = createSqliteReader(connection, () => now);
  });
  afterEach(() => {
    reader.close();
    writer.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('shares one snapshot between reads for a moment, then sees what was committed since', () => {
    insert('a');
    expect(names()).toEqual(['a']);
    insert('b');
    now += readSnapshotMs - 1;
    expect(names()).toEqual(['a']);
    now += 1;
    expect(names()).toEqual(['a', 'b']);
  });

  it('sees a commit at once after refresh, as the writer asks after its own commits', () => {
    expect(names()).toEqual([]);
    insert('a');
    reader.refresh();
    expect(names()).toEqual(['a']);
  });

  it('never blocks the writer, which commits and checkpoints while a snapshot is open', () => {
    insert('a');
    expect(names()).toEqual(['a']);
    for (const name of ['b', 'c']) insert(name);
    expect(() => writer.pragma('wal_checkpoint(PASSIVE)')).not.toThrow();
    reader.refresh();
    expect(names()).toEqual(['a', 'b', 'c']);
  });
});
