import { sql, type Kysely } from 'kysely';

/* Each seated player pays their own share of a match's court (issue 30): one row per player's
 * share, with the payment they made for it (none yet while they are still to pay) and until
 * when they may pay before their seat reopens. A share ends when its player leaves, their seat
 * reopens or the match is cancelled; one live share per player and match. A match keeps when
 * it must be full, whether its organizer then pays the empty seats, and when that was settled.
 * Matches made before keep no deadline: their organizer owes the whole court at the club. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matches').addColumn('fill_deadline', 'text').execute();
  await db.schema
    .alterTable('matches')
    .addColumn('cover_empty', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('matches').addColumn('fill_settled_at', 'text').execute();
  await db.schema
    .createIndex('matches_fill_deadline_idx')
    .on('matches')
    .column('fill_deadline')
    .where(sql.ref('fill_settled_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('match_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .addColumn('held_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('match_shares_live_idx')
    .on('match_shares')
    .columns(['match_id', 'user_id'])
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('match_shares_payment_idx')
    .on('match_shares')
    .column('payment_id')
    .execute();
  await db.schema
    .createIndex('match_shares_held_idx')
    .on('match_shares')
    .column('held_until')
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
}
