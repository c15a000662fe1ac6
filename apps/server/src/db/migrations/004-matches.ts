import { sql, type Kysely } from 'kysely';
import { supportsRowLocks } from '../dialect-of.js';

/* Padel matches (issue 10):
 * - a court has a type (indoor, outdoor, covered), the type a match asks for;
 * - a match keeps the payment its court is owed by (cash at the club, owed by its owner);
 * - a player asks to join a match once;
 * - a player stars others as favorites, who then see their favorite-only matches;
 * - payments gain the 'match' purpose. SQLite cannot change a CHECK constraint in place, so
 *   its payments table is rebuilt from its own stored definition (foreign keys off
 *   meanwhile); PostgreSQL alters the constraint. */

/* eslint-disable @typescript-eslint/no-explicit-any */
const oldPurposes = `purpose in ('booking', 'coin_pack', 'championship', 'activity')`;
const newPurposes = `purpose in ('booking', 'coin_pack', 'championship', 'activity', 'match')`;

export async function up(db: Kysely<any>): Promise<void> {
  if (supportsRowLocks(db)) await alterPostgres(db);
  else await rebuildSqlitePayments(db);

  await db.schema
    .alterTable('courts')
    .addColumn('court_type', 'text', (c) =>
      c.check(sql`court_type in ('indoor', 'outdoor', 'covered')`),
    )
    .execute();
  await db.schema
    .alterTable('matches')
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .execute();
  await db.schema
    .createIndex('match_requests_once')
    .on('match_requests')
    .columns(['match_id', 'user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('match_seats_user_idx').on('match_seats').column('user_id').execute();
  await db.schema
    .createIndex('match_requests_user_idx')
    .on('match_requests')
    .column('user_id')
    .execute();
  await db.schema.createIndex('matches_owner_idx').on('matches').column('owner_id').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('favorite_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'favorite_id'])
    .execute();
}

async function alterPostgres(db: Kysely<any>): Promise<void> {
  await sql`alter table payments drop constraint payments_purpose_check`.execute(db);
  await sql`alter table payments add constraint payments_purpose_check
    check (${sql.raw(newPurposes)})`.execute(db);
}

async function rebuildSqlitePayments(db: Kysely<any>): Promise<void> {
  const stored = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'payments'`.execute(db);
  const table = stored.rows.find((row) => row.type === 'table')?.sql;
  if (!table?.includes(oldPurposes)) throw new Error('Unexpected payments table definition');
  const indexes = stored.rows.filter((row) => row.type === 'index' && row.sql);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const next = table
        .replace(oldPurposes, newPurposes)
        .replace(/^create table "?payments"?/i, 'create table payments_next');
      await sql.raw(next).execute(trx);
      await sql.raw('insert into payments_next select * from payments').execute(trx);
      await sql.raw('drop table payments').execute(trx);
      await sql.raw('alter table payments_next rename to payments').execute(trx);
      for (const index of indexes) await sql.raw(index.sql!).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('Foreign keys broken by the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
