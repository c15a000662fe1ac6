import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { notFound } from '#server/lib/domain-error.js';
import { toUser } from '#server/modules/users/users.service.js';

/** Parses a stored JSON column back into its value (the export shows values, not text). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function moneyOf(db: Kysely<Database>, userId: string) {
  const [payments, ledger, account] = await Promise.all([
    db
      .selectFrom('payments')
      .select([
        'id',
        'purpose',
        'subject_id',
        'method',
        'amount',
        'currency',
        'status',
        'payer_phone',
        'refund_to',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('coin_accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { payments, coins: { balance: account?.balance ?? 0, ledger } };
}

async function playOf(db: Kysely<Database>, userId: string) {
  const [bookings, matchesOwned, matchSeats, matchRequests, championshipRequests, favorites] =
    await Promise.all([
      db
        .selectFrom('bookings')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('starts_at')
        .execute(),
      db
        .selectFrom('matches')
        .selectAll()
        .where('owner_id', '=', userId)
        .orderBy('starts_at')
        .execute(),
      db.selectFrom('match_seats').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('match_requests').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('championship_requests').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('favorites').selectAll().where('user_id', '=', userId).execute(),
    ]);
  return {
    bookings,
    matches: {
      owned: matchesOwned,
      seats: matchSeats,
      requests: matchRequests.map((r) => ({ ...r, partners: parsed(r.partners) })),
    },
    championships: { requests: championshipRequests },
    favorites,
  };
}

/**
 * Download my data: everything stored about the person, as one JSON document. Secrets that
 * are not theirs to read (the password's hash, token versions) are left out.
 */
export function createDataExport(db: Kysely<Database>, clock: Clock) {
  return async function exportOf(userId: string) {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw notFound('User');
    const [money, play, notifications, clubs, signIns] = await Promise.all([
      moneyOf(db, userId),
      playOf(db, userId),
      db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('clubs').selectAll().where('owner_id', '=', userId).execute(),
      db
        .selectFrom('sign_in_known_addresses')
        .select(['address', 'signed_in_at'])
        .where('user_id', '=', userId)
        .execute(),
    ]);
    return {
      exportedAt: clock.now().toISOString(),
      account: { ...toUser(user), createdAt: user.created_at },
      ...play,
      ...money,
      clubs,
      notifications: notifications.map((n) => ({ ...n, payload: parsed(n.payload) })),
      signIns,
    };
  };
}
