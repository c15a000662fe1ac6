import type { Kysely } from 'kysely';

/* A club's staff (docs/decisions.md, "Club staff"): the accounts that work at a club beside
 * its owner, each with a role. One row per account, as its key: a person works at one club,
 * so every owner's screen that names no club knows which one is meant. The club's log of
 * what its staff changed (and of who was given or lost a role) keeps the actor's id only;
 * an erased account's rows keep the club's history without a name. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_staff')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_staff_club_idx').on('club_staff').column('club_id').execute();
  await db.schema
    .createTable('club_staff_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('club_staff_log_club_idx')
    .on('club_staff_log')
    .columns(['club_id', 'created_at', 'id'])
    .execute();
}
