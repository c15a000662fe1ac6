import type { Kysely } from 'kysely';

/* Recovering and securing an account. A user's e-mail is verified by a code sent to it
 * (`email_verified_at`); booking e-mails go to a verified address unless turned off
 * (`booking_emails`), in the language the person verified it in (`mail_language`).
 * One-time codes (a password reset, an e-mail verification) are kept as keyed hashes, one per
 * account and purpose: a new request replaces the last code. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('booking_emails', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('mail_language', 'text').execute();
  await db.schema
    .createTable('one_time_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    // The address an e-mail verification code was sent to; it is verified when the code is.
    .addColumn('target', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('one_time_codes_pk', ['user_id', 'purpose'])
    .execute();
  await db.schema
    .createIndex('one_time_codes_expires_idx')
    .on('one_time_codes')
    .column('expires_at')
    .execute();
}
