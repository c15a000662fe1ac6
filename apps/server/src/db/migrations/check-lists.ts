import { sql, type Kysely } from 'kysely';
import { supportsRowLocks } from '../dialect-of.js';

/* Changing the list of a `column in (...)` CHECK. SQLite cannot change a CHECK constraint in
 * place: its table is rebuilt from its own stored definition with the new list (foreign keys
 * off meanwhile); PostgreSQL reads the constraint, drops it and adds it back. Either way the
 * new list is made from the one in place, so values other migrations added stay. Values are
 * SQL literals: `'social'`, `90`. */

/* eslint-disable @typescript-eslint/no-explicit-any */
type NextList = (current: string[]) => string[];

/** Adds the text `value` to the `column in (...)` CHECK of `table`. */
export function allowValue(db: Kysely<any>, table: string, column: string, value: string) {
  return changeCheckList(db, table, column, (current) => [...current, `'${value}'`]);
}

/** Adds the numbers to the `column in (...)` CHECK of `table`, in order. */
export function allowNumbers(db: Kysely<any>, table: string, column: string, numbers: number[]) {
  return changeCheckList(db, table, column, (current) =>
    [...current, ...numbers.map(String)].sort((a, b) => Number(a) - Number(b)),
  );
}

async function changeCheckList(db: Kysely<any>, table: string, column: string, next: NextList) {
  const unique: NextList = (current) => [...new Set(next(current))];
  if (supportsRowLocks(db)) await changePostgres(db, table, column, unique);
  else await changeSqlite(db, table, column, unique);
}

const valueList = (column: string) => new RegExp(`(${column} in \\()([^)]*)\\)`, 'i');

async function changePostgres(db: Kysely<any>, table: string, column: string, next: NextList) {
  const name = `${table}_${column}_check`;
  const found = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`.execute(db);
  const def = found.rows[0]?.def;
  if (!def) throw new Error(`No constraint ${name}`);
  // 'social'::text or 60, as PostgreSQL writes the list back.
  const current = [...def.matchAll(/'[^']+'|\b\d+\b/g)].map((match) => match[0]);
  const list = next(current).join(', ');
  await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(name)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.raw(name)}
    check (${sql.raw(`${column} in (${list})`)})`.execute(db);
}

async function changeSqlite(db: Kysely<any>, table: string, column: string, next: NextList) {
  const stored = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const definition = stored.rows.find((row) => row.type === 'table')?.sql;
  if (!definition || !valueList(column).test(definition))
    throw new Error(`Unexpected ${table} table definition`);
  const rebuilt = definition
    .replace(valueList(column), (_, head: string, list: string) => {
      const current = list.split(',').map((value) => value.trim());
      return `${head}${next(current).join(', ')})`;
    })
    .replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table ${table}_next`);
  const indexes = stored.rows.filter((row) => row.type === 'index' && row.sql);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql.raw(`insert into ${table}_next select * from ${table}`).execute(trx);
      await sql.raw(`drop table ${table}`).execute(trx);
      await sql.raw(`alter table ${table}_next rename to ${table}`).execute(trx);
      for (const index of indexes) await sql.raw(index.sql!).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('Foreign keys broken by the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
