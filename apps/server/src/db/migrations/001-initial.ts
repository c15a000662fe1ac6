import { sql, type Kysely } from 'kysely';

/* The whole product's data model (SPEC 3, ARCHITECTURE 3b) in one first migration, so
 * later features extend it rather than reshape it. Migrations take Kysely<any> by design:
 * they describe the schema as it was then, not as the current types say. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('M', 'F')`))
    .addColumn('birthdate', 'text')
    .addColumn('address', 'text')
    .addColumn('photo', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('player', 'owner', 'coach')`))
    .addColumn('description', 'text')
    .addColumn('padel_level', 'double precision', (c) =>
      c.check(sql`padel_level >= 0 and padel_level <= 5`),
    )
    .addColumn('rank_id', 'text')
    .addColumn('padel_side', 'text', (c) => c.check(sql`padel_side in ('left', 'right')`))
    .addColumn('bat_brand', 'text')
    .addColumn('football_team_name', 'text')
    .addColumn('plays_padel', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plays_football', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // Usernames are unique whatever their case, so 'Player' cannot shadow 'player' at sign-in.
  await db.schema
    .createIndex('users_username_lower_idx')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();

  await db.schema
    .createTable('clubs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clubs_owner_idx').on('clubs').column('owner_id').execute();

  await db.schema
    .createTable('courts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull().check(sql`sport in ('padel', 'football')`))
    .addColumn('capacity', 'integer', (c) =>
      c
        .notNull()
        .check(
          sql`(sport = 'padel' and capacity in (2, 4)) or (sport = 'football' and capacity in (5, 8, 11))`,
        ),
    )
    .addColumn('photo', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courts_club_idx').on('courts').column('club_id').execute();

  await db.schema
    .createTable('prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('sport', 'text', (c) => c.check(sql`sport in ('padel', 'football')`))
    .addColumn('court_id', 'text', (c) => c.references('courts.id').onDelete('cascade'))
    .addColumn('amount_per_hour', 'integer', (c) => c.notNull().check(sql`amount_per_hour >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prices_club_idx').on('prices').column('club_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('booking', 'coin_pack', 'championship', 'activity')`),
    )
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('wallet', 'mobile', 'card', 'cash', 'coins')`),
    )
    .addColumn('provider_ref', 'text', (c) => c.unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'succeeded', 'failed', 'refunded')`),
    )
    .addColumn('payer_phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payments_subject_idx')
    .on('payments')
    .columns(['purpose', 'subject_id'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('court_id', 'text', (c) => c.notNull().references('courts.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) =>
      c.notNull().check(sql`duration_minutes in (60, 120)`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'confirmed', 'cancelled', 'expired')`),
    )
    .addColumn('hold_expires_at', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .addColumn('made_by_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('walk_in_name', 'text')
    .addColumn('walk_in_phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('bookings_court_start_idx')
    .on('bookings')
    .columns(['court_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('bookings_user_start_idx')
    .on('bookings')
    .columns(['user_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('court_claims')
    .addColumn('court_id', 'text', (c) => c.notNull().references('courts.id').onDelete('cascade'))
    .addColumn('hour_start', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('booking', 'hold', 'activity', 'championship')`),
    )
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('court_claims_pk', ['court_id', 'hour_start'])
    .execute();
  await db.schema
    .createIndex('court_claims_subject_idx')
    .on('court_claims')
    .column('subject_id')
    .execute();

  await db.schema
    .createTable('coin_packs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coins', 'integer', (c) => c.notNull().check(sql`coins > 0`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('coin_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(sql`reason in ('pack_purchase', 'booking_payment', 'booking_refund', 'adjustment')`),
    )
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One credit or debit per cause: a replayed confirmation cannot move coins twice.
    .addUniqueConstraint('coin_ledger_once', ['user_id', 'reason', 'ref'])
    .execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('court_id', 'text', (c) => c.references('courts.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) =>
      c.notNull().check(sql`duration_minutes in (60, 120)`),
    )
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('men', 'women', 'mix')`))
    .addColumn('court_type', 'text', (c) =>
      c.notNull().check(sql`court_type in ('indoor', 'outdoor', 'covered')`),
    )
    .addColumn('privacy', 'text', (c) =>
      c.notNull().check(sql`privacy in ('public', 'favorite', 'invitation')`),
    )
    .addColumn('level_min', 'double precision', (c) => c.notNull())
    .addColumn('level_max', 'double precision', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'cancelled')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('matches_start_idx').on('matches').column('starts_at').execute();

  await db.schema
    .createTable('match_seats')
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull().check(sql`seat between 0 and 3`))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('match_seats_pk', ['match_id', 'seat'])
    .addUniqueConstraint('match_seats_user_once', ['match_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('match_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('partners', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'rejected')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('match_requests_match_idx')
    .on('match_requests')
    .column('match_id')
    .execute();

  await db.schema
    .createTable('championships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('court_id', 'text', (c) => c.notNull().references('courts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('max_birth_year', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('invite_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('participants_number', 'integer')
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('men', 'women', 'mix')`))
    .addColumn('description', 'text')
    .addColumn('sponsor', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('championships_start_idx')
    .on('championships')
    .column('starts_at')
    .execute();

  await db.schema
    .createTable('championship_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('championship_id', 'text', (c) =>
      c.notNull().references('championships.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'rejected')`),
    )
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('championship_requests_once', ['championship_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('coaches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('M', 'F')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id'))
    .addColumn('court_id', 'text', (c) => c.notNull().references('courts.id'))
    .addColumn('coach_id', 'text', (c) => c.notNull().references('coaches.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('recurrence', 'text', (c) =>
      c.notNull().check(sql`recurrence in ('date', 'daily', 'weekly', 'monthly')`),
    )
    .addColumn('first_date', 'text', (c) => c.notNull())
    .addColumn('last_date', 'text', (c) => c.notNull())
    .addColumn('from_minute', 'integer', (c) => c.notNull())
    .addColumn('to_minute', 'integer', (c) => c.notNull())
    .addColumn('seats_number', 'integer')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('men', 'women', 'mix')`))
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activity_occurrences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('activity_id', 'text', (c) =>
      c.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('activity_occurrences_once', ['activity_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('activity_participants')
    .addColumn('occurrence_id', 'text', (c) =>
      c.notNull().references('activity_occurrences.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_participants_pk', ['occurrence_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('bat_brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('event_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('event_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('route', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}
