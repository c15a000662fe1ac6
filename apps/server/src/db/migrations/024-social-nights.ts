import { sql, type Kysely } from 'kysely';
import { supportsRowLocks } from '../dialect-of.js';

/* Americano and Mexicano nights:
 * - an event claims its courts' hours for its whole window (court claims gain the 'social'
 *   owner) and its players pay their places like activity seats (payments gain the 'social'
 *   purpose); a place is held while its online payment is open, then confirmed or cancelled;
 * - a full event has a waitlist, numbered per event, the first offered a place that frees;
 * - each round keeps who sat out, each game its two pairs and the points they won.
 * SQLite cannot change a CHECK constraint in place: its table is rebuilt from its own stored
 * definition with the value added to the list (foreign keys off meanwhile); PostgreSQL reads
 * the constraint, drops it and adds it back with the value. Either way, whatever values
 * other migrations added before stay. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await allowValue(db, 'court_claims', 'owner_kind', 'social');
  await allowValue(db, 'payments', 'purpose', 'social');
  await createEvents(db);
  await createPlaces(db);
  await createRounds(db);
}

async function createEvents(db: Kysely<any>) {
  await db.schema
    .createTable('social_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('americano', 'mexicano')`))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('players_number', 'integer', (c) => c.notNull())
    .addColumn('points_per_game', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'playing', 'finished', 'cancelled')`),
    )
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_events_club_idx')
    .on('social_events')
    .columns(['club_id', 'starts_at'])
    .execute();
  await db.schema
    .createTable('social_event_courts')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('court_id', 'text', (c) => c.notNull().references('courts.id'))
    .addPrimaryKeyConstraint('social_event_courts_pk', ['event_id', 'position'])
    .execute();
}

async function createPlaces(db: Kysely<any>) {
  await db.schema
    .createTable('social_players')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'confirmed', 'cancelled')`),
    )
    .addColumn('held_until', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_players_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('social_players_user_idx')
    .on('social_players')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('social_waitlist')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('waiting', 'offered', 'booked', 'lapsed', 'left')`),
    )
    .addColumn('offered_until', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_waitlist_pk', ['event_id', 'user_id'])
    .execute();
}

async function createRounds(db: Kysely<any>) {
  await db.schema
    .createTable('social_rounds')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    /** The ids of the players sitting this round out, as a JSON list. */
    .addColumn('resting', 'text', (c) => c.notNull())
    .addColumn('drawn_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_rounds_pk', ['event_id', 'round'])
    .execute();
  await db.schema
    .createTable('social_games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('court', 'integer', (c) => c.notNull())
    .addColumn('a1', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('a2', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('b1', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('b2', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('points_a', 'integer')
    .addColumn('points_b', 'integer')
    .addColumn('entered_by', 'text', (c) => c.references('users.id'))
    .addColumn('entered_at', 'text')
    .addUniqueConstraint('social_games_once', ['event_id', 'round', 'court'])
    .execute();
}

const valueList = (column: string) => new RegExp(`(${column} in \\()([^)]*)\\)`, 'i');

/** Adds `value` to the `column in (...)` CHECK of `table`. */
async function allowValue(db: Kysely<any>, table: string, column: string, value: string) {
  if (supportsRowLocks(db)) await allowValuePostgres(db, table, column, value);
  else await allowValueSqlite(db, table, column, value);
}

async function allowValuePostgres(db: Kysely<any>, table: string, column: string, value: string) {
  const name = `${table}_${column}_check`;
  const found = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`.execute(db);
  const def = found.rows[0]?.def;
  if (!def) throw new Error(`No constraint ${name}`);
  const values = [...def.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  const list = [...new Set([...values, value])].map((v) => `'${v}'`).join(', ');
  await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(name)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.raw(name)}
    check (${sql.raw(`${column} in (${list})`)})`.execute(db);
}

async function allowValueSqlite(db: Kysely<any>, table: string, column: string, value: string) {
  const stored = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const definition = stored.rows.find((row) => row.type === 'table')?.sql;
  if (!definition || !valueList(column).test(definition))
    throw new Error(`Unexpected ${table} table definition`);
  const next = definition
    .replace(valueList(column), (_, head: string, list: string) => `${head}${list}, '${value}')`)
    .replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table ${table}_next`);
  const indexes = stored.rows.filter((row) => row.type === 'index' && row.sql);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(next).execute(trx);
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
