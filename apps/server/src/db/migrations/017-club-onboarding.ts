import { sql, type Kysely } from 'kysely';
import { supportsRowLocks } from '../dialect-of.js';

/* The platform's operator and a club's start on an empty server:
 * - users may have the role 'admin'. SQLite cannot change a CHECK constraint in place, so the
 *   users table is rebuilt with the new one (foreign keys off meanwhile); PostgreSQL alters it.
 * - a club can be suspended (suspended_at): it leaves players' lists and takes no new claim.
 * - every admin action leaves a row in admin_audit (who, what, when, before and after).
 * - an owner can be invited: a one-time link, kept only as its SHA-256 hash, expiring, used
 *   once, that lets the invited account set its password. */

const oldRoles = "role in ('player', 'owner', 'coach')";
const newRoles = "role in ('player', 'owner', 'coach', 'admin')";

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (supportsRowLocks(db)) await alterPostgresRoles(db);
  else await rebuildSqliteUsers(db);

  await db.schema.alterTable('clubs').addColumn('suspended_at', 'text').execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Read newest first, a page at a time (created_at, then id for a stable order).
  await db.schema
    .createIndex('admin_audit_created_idx')
    .on('admin_audit')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('owner_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('owner_invitations_club_idx')
    .on('owner_invitations')
    .column('club_id')
    .execute();
}

async function alterPostgresRoles(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (${sql.raw(newRoles)})`.execute(
    db,
  );
}

async function rebuildSqliteUsers(db: Kysely<any>): Promise<void> {
  const stored = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'users'`.execute(db);
  const table = stored.rows.find((row) => row.type === 'table')?.sql;
  if (!table?.includes(oldRoles)) throw new Error('Unexpected users table definition');
  const indexes = stored.rows.filter((row) => row.type === 'index' && row.sql);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const next = table
        .replace(oldRoles, newRoles)
        .replace(/^create table "?users"?/i, 'create table users_next');
      await sql.raw(next).execute(trx);
      await sql.raw('insert into users_next select * from users').execute(trx);
      await sql.raw('drop table users').execute(trx);
      await sql.raw('alter table users_next rename to users').execute(trx);
      for (const index of indexes) await sql.raw(index.sql!).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('Foreign keys broken by the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
