import { sql, type Kysely } from 'kysely';
import { allowValue } from './check-lists.js';

/* Americano and Mexicano nights:
 * - an event claims its courts' hours for its whole window (court claims gain the 'social'
 *   owner) and its players pay their places like activity seats (payments gain the 'social'
 *   purpose); a place is held while its online payment is open, then confirmed or cancelled;
 * - a full event has a waitlist, numbered per event, the first offered a place that frees;
 * - each round keeps who sat out, each game its two pairs and the points they won.
 * Court claims and payments take the new value in their CHECK lists (check-lists.ts). */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await allowValue(db, 'court_claims', 'owner_kind', 'social');
  await allowValue(db, 'payments', 'purpose', 'social');
  await createEvents(db);
  await createPlaces(db);
  await createRounds(db);
}

async function createEvents(db: Kysely<any>) {
  await db.schema
    .createTable('social_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('americano', 'mexicano')`))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('players_number', 'integer', (c) => c.notNull())
    .addColumn('points_per_game', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'playing', 'finished', 'cancelled')`),
    )
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_events_club_idx')
    .on('social_events')
    .columns(['club_id', 'starts_at'])
    .execute();
  await db.schema
    .createTable('social_event_courts')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('court_id', 'text', (c) => c.notNull().references('courts.id'))
    .addPrimaryKeyConstraint('social_event_courts_pk', ['event_id', 'position'])
    .execute();
}

async function createPlaces(db: Kysely<any>) {
  await db.schema
    .createTable('social_players')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'confirmed', 'cancelled')`),
    )
    .addColumn('held_until', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_players_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('social_players_user_idx')
    .on('social_players')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('social_waitlist')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('waiting', 'offered', 'booked', 'lapsed', 'left')`),
    )
    .addColumn('offered_until', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_waitlist_pk', ['event_id', 'user_id'])
    .execute();
}

async function createRounds(db: Kysely<any>) {
  await db.schema
    .createTable('social_rounds')
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    /** The ids of the players sitting this round out, as a JSON list. */
    .addColumn('resting', 'text', (c) => c.notNull())
    .addColumn('drawn_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_rounds_pk', ['event_id', 'round'])
    .execute();
  await db.schema
    .createTable('social_games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('social_events.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('court', 'integer', (c) => c.notNull())
    .addColumn('a1', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('a2', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('b1', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('b2', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('points_a', 'integer')
    .addColumn('points_b', 'integer')
    .addColumn('entered_by', 'text', (c) => c.references('users.id'))
    .addColumn('entered_at', 'text')
    .addUniqueConstraint('social_games_once', ['event_id', 'round', 'court'])
    .execute();
}
