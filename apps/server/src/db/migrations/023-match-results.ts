import { sql, type Kysely } from 'kysely';

/* Results and levels of padel matches (docs/decisions.md, "Padel results" and "Padel levels"):
 * - one result per match, with the four players in their pairs as they were when it was
 *   recorded; the other pair answers by a due time, after which it stands;
 * - a rating per player (openskill's mu and sigma) that confirmed results move, and the level
 *   each confirmed match left a player at, for the profile's chart. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('match_results')
    .addColumn('match_id', 'text', (c) => c.primaryKey().references('matches.id'))
    .addColumn('sets', 'text', (c) => c.notNull())
    .addColumn('winner', 'text', (c) => c.notNull().check(sql`winner in ('a', 'b')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'disputed', 'void')`),
    )
    .addColumn('settled_by', 'text', (c) => c.check(sql`settled_by in ('pair', 'time', 'owner')`))
    .addColumn('recorded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('answer_due_at', 'text', (c) => c.notNull())
    .addColumn('answered_by', 'text', (c) => c.references('users.id'))
    .addColumn('answered_at', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('match_results_due_idx')
    .on('match_results')
    .columns(['status', 'answer_due_at'])
    .execute();

  await db.schema
    .createTable('match_result_players')
    .addColumn('match_id', 'text', (c) => c.notNull().references('match_results.match_id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_result_players_pk', ['match_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('match_result_players_user_idx')
    .on('match_result_players')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('player_ratings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('mu', 'double precision', (c) => c.notNull())
    .addColumn('sigma', 'double precision', (c) => c.notNull())
    .addColumn('matches', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('level_history')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('match_id', 'text', (c) => c.notNull().references('match_results.match_id'))
    .addColumn('level', 'double precision', (c) => c.notNull())
    .addColumn('reliability', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('level_history_pk', ['user_id', 'match_id'])
    .execute();
  await db.schema
    .createIndex('level_history_user_idx')
    .on('level_history')
    .columns(['user_id', 'at'])
    .execute();
}
