import { sql, type Kysely } from 'kysely';

/* Activities become bookable (issue 12):
 * - an occurrence can be cancelled by its club, one date or the rest of a series; it is
 *   kept, marked with the time, so its seats' refunds stay traceable;
 * - a participant's seat has a state: held while its online payment is open (until
 *   `held_until`), confirmed once paid or owed at the club, cancelled (`cancelled_at`). A
 *   seat's payment has the occurrence as its subject, so (occurrence, user) finds it;
 * - a full occurrence has a waitlist; when a seat frees, the first waiting is offered it
 *   until `offered_until`, and the offer keeps the seat meanwhile; places in line are
 *   numbered per occurrence (`position`), under the occurrence's lock.
 * Adding a column with a CHECK is allowed by both dialects, so nothing is rebuilt. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_occurrences').addColumn('cancelled_at', 'text').execute();
  await db.schema
    .createIndex('activity_occurrences_starts_idx')
    .on('activity_occurrences')
    .column('starts_at')
    .execute();
  await db.schema
    .alterTable('activity_participants')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('confirmed')
        .check(sql`status in ('held', 'confirmed', 'cancelled')`),
    )
    .execute();
  await db.schema.alterTable('activity_participants').addColumn('held_until', 'text').execute();
  await db.schema.alterTable('activity_participants').addColumn('cancelled_at', 'text').execute();
  await db.schema
    .createIndex('activity_participants_user_idx')
    .on('activity_participants')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('activity_waitlist')
    .addColumn('occurrence_id', 'text', (c) =>
      c.notNull().references('activity_occurrences.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('waiting', 'offered', 'booked', 'lapsed', 'left')`),
    )
    .addColumn('offered_until', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_waitlist_pk', ['occurrence_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('activity_waitlist_user_idx')
    .on('activity_waitlist')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('activity_coaches_user_idx')
    .on('coaches')
    .column('user_id')
    .execute();
}
