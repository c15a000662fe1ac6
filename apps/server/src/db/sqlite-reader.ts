import type SqliteDatabase from 'better-sqlite3';

/**
 * How long one read snapshot serves: every read transaction on a WAL file takes and drops a
 * shared-memory lock (two system calls, more than the query itself costs), so consecutive
 * reads share one snapshot for at most this long. Commits of this process end it at once.
 */
export const readSnapshotMs = 100;

/** Reads of committed rows on a read-only SQLite connection, sharing short snapshots. */
export interface SqliteReader {
  /**
   * The first column of each row. Reads ask for one column: building an object per row costs
   * better-sqlite3 more than finding the rows does.
   */
  column<Value>(sql: string, parameters: readonly unknown[]): Value[];
  /** Ends the current snapshot: the next read sees every commit made until now. */
  refresh(): void;
  close(): void;
}

export function createSqliteReader(
  connection: SqliteDatabase.Database,
  now: () => number = Date.now,
): SqliteReader {
  const begin = connection.prepare('begin');
  const end = connection.prepare('commit');
  // Kept by their text, which is a constant of the calling code: the set stays small.
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = connection.prepare(sql).pluck(true);
      statements.set(sql, statement);
    }
    return statement;
  };
  let snapshotFrom = 0;
  const refresh = () => {
    if (connection.inTransaction) end.run();
  };
  return {
    column<Value>(sql: string, parameters: readonly unknown[]): Value[] {
      const at = now();
      if (connection.inTransaction && at - snapshotFrom >= readSnapshotMs) refresh();
      if (!connection.inTransaction) {
        begin.run();
        snapshotFrom = at;
      }
      return prepared(sql).all(...parameters) as Value[];
    },
    refresh,
    close: () => {
      refresh();
      connection.close();
    },
  };
}
