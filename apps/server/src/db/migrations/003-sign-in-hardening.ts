import type { Kysely } from 'kysely';

/* Sign-in throttling counts failures per account, per address and per account-and-address
 * pair, each with a growing delay instead of a fixed lock (docs/security.md); an address
 * that signed in to an account before is remembered, so the owner's own device is not held
 * back by strangers' guesses. The old counters are transient and are simply dropped.
 * Each user gets a token version: tokens carry it, and signing out bumps it, which revokes
 * every token issued before. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_throttle').execute();
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .execute();
  await db.schema
    .createIndex('sign_in_failures_last_idx')
    .on('sign_in_failures')
    .column('last_failed_at')
    .execute();

  await db.schema
    .createTable('sign_in_known_addresses')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_known_addresses_pk', ['user_id', 'address'])
    .execute();
  await db.schema
    .createIndex('sign_in_known_addresses_at_idx')
    .on('sign_in_known_addresses')
    .column('signed_in_at')
    .execute();
}
