import { sql, type Kysely } from 'kysely';
import { existsSync, readFileSync } from 'node:fs';
import type { DatabaseTarget } from '#server/config.js';
import type { Database } from '#server/db/database.js';
import { isPostgres } from '#server/db/dialect-of.js';

async function textColumns(db: Kysely<Database>): Promise<Array<[string, string]>> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying')`.execute(db);
    return rows.map((row) => [row.table_name, row.column_name]);
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'`.execute(db);
  const columns: Array<[string, string]> = [];
  for (const { name } of tables) {
    const { rows } = await sql<{
      name: string;
    }>`select name from pragma_table_info(${name})`.execute(db);
    for (const column of rows) columns.push([name, column.name]);
  }
  return columns;
}

/** Every `table.column` of the database where some row's text contains `needle`. */
export async function columnsHolding(db: Kysely<Database>, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const [table, column] of await textColumns(db)) {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(table)}
      where cast(${sql.ref(column)} as text) like ${`%${needle}%`}`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The SQLite files (the database and its write-ahead log) whose bytes contain `needle`. */
export function sqliteFilesHolding(target: DatabaseTarget, needle: string): string[] {
  if (target.dialect !== 'sqlite') return [];
  return [target.file, `${target.file}-wal`].filter(
    (file) => existsSync(file) && readFileSync(file).includes(Buffer.from(needle, 'utf8')),
  );
}
