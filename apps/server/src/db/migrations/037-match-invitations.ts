import type { Kysely } from 'kysely';

/* A match's invitations (docs/decisions.md, "Played with, and invitations to a match"): whom
 * its organizer asked to it, once per person, so that nobody is told twice. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('match_invitations')
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_invitations_pk', ['match_id', 'user_id'])
    .execute();
  // A closing account erases the invitations it sent as well as those it was sent.
  await db.schema
    .createIndex('match_invitations_by_idx')
    .on('match_invitations')
    .column('invited_by')
    .execute();
}
