import type SqliteDatabase from 'better-sqlite3';

/**
 * How long one read snapshot serves: every read transaction on a WAL file takes and drops a
 * shared-memory lock (two system calls, more than the query itself costs), so consecutive
 * reads share one snapshot for at most this long. Commits of this process end it at once.
 */
export const readSnapshotMs = 100;

/** Reads of committed rows on a read-only SQLite connection, sharing short snapshots. */
export interface SqliteReader {
  all<Row>(sql: string, parameters: readonly unknown[]): Row[];
  /** Ends the current snapshot: the next read sees every commit made until now. */
  refresh(): void;
  close(): void;
}

export function createSqliteReader(
  connection: SqliteDatabase.Database,
  prepare: (sql: string) => SqliteDatabase.Statement,
  now: () => number = Date.now,
): SqliteReader {
  const begin = connection.prepare('begin');
  const end = connection.prepare('commit');
  let snapshotFrom = 0;
  const refresh = () => {
    if (connection.inTransaction) end.run();
  };
  return {
    all<Row>(sql: string, parameters: readonly unknown[]): Row[] {
      const at = now();
      if (connection.inTransaction && at - snapshotFrom >= readSnapshotMs) refresh();
      if (!connection.inTransaction) {
        begin.run();
        snapshotFrom = at;
      }
      return prepare(sql).all(...parameters) as Row[];
    },
    refresh,
    close: () => {
      refresh();
      connection.close();
    },
  };
}
