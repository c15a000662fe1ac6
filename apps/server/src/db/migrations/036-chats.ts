import type { Kysely } from 'kysely';

/* Chats of matches, and later of nights and championships (docs/decisions.md, "A match's
 * chat"): one table of messages keyed by the subject's kind and id, so a new kind of subject
 * needs no table of its own. A page reads a subject's messages newest first by (created_at,
 * id); the erasure sweep reads the subjects that still have messages. A writer muted in one
 * chat has one row per chat. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('removed_by', 'text', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('chat_messages_subject_created')
    .on('chat_messages')
    .columns(['subject_kind', 'subject_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_author')
    .on('chat_messages')
    .column('author_id')
    .execute();
  await db.schema
    .createTable('chat_mutes')
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('muted_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_mutes_pk', ['subject_kind', 'subject_id', 'user_id'])
    .execute();
  await db.schema.createIndex('chat_mutes_user').on('chat_mutes').column('user_id').execute();
}
