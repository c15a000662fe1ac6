import type { Kysely } from 'kysely';
import type { Database, SignInFailuresTable } from '#server/db/database.js';
import { inTransaction } from '#server/db/transaction.js';

/** A counter an attempt takes a place in. */
export interface CountedKey {
  key: string;
  /** Failures before the key starts to wait. */
  limit: number;
  /** Whether a wait on this key refuses the attempt; if not, the attempt is only counted. */
  checked: boolean;
}

/** The place an attempt took in a key's count, and the count as it stood before, to give it back. */
export interface Place {
  key: string;
  limit: number;
  failures: number;
  at: string;
  before: { failures: number; lastFailedAt: string; blockedUntil: string | null };
}

export type Reservation = { places: Place[] } | { waitUntil: string };

class Refused extends Error {
  constructor(readonly waitUntil: string) {
    super('refused');
  }
}

export function createThrottleRepo(db: Kysely<Database>) {
  return {
    reserve: (
      keys: CountedKey[],
      nowIso: string,
      forgetBeforeIso: string,
      waitMs: (pastLimit: number) => number,
    ) => reserve(db, keys, nowIso, forgetBeforeIso, waitMs),
    release: (place: Place) => release(db, place),

    async clear(key: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
    },

    async isKnownAddress(userId: string, address: string, sinceIso: string): Promise<boolean> {
      const row = await db
        .selectFrom('sign_in_known_addresses')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('address', '=', address)
        .where('signed_in_at', '>=', sinceIso)
        .executeTakeFirst();
      return row !== undefined;
    },

    async rememberAddress(userId: string, address: string, nowIso: string): Promise<void> {
      await db
        .insertInto('sign_in_known_addresses')
        .values({ user_id: userId, address, signed_in_at: nowIso })
        .onConflict((oc) =>
          oc.columns(['user_id', 'address']).doUpdateSet({ signed_in_at: nowIso }),
        )
        .execute();
    },

    /** Drops counters quiet since `failuresBeforeIso` and devices unused since `knownBeforeIso`. */
    async forget(failuresBeforeIso: string, knownBeforeIso: string): Promise<void> {
      await db
        .deleteFrom('sign_in_failures')
        .where('last_failed_at', '<', failuresBeforeIso)
        .execute();
      await db
        .deleteFrom('sign_in_known_addresses')
        .where('signed_in_at', '<', knownBeforeIso)
        .execute();
    },
  };
}
export type ThrottleRepo = ReturnType<typeof createThrottleRepo>;

/**
 * Counts the attempt as a failure on every key, in one transaction, unless a checked key
 * still waits: then nothing is counted and the answer is the latest time one waits until.
 * Each row is locked (an upsert that changes nothing) in one order, keys sorted, before
 * anything is decided, so parallel attempts on a key take their places one after another
 * and each sees the places taken before it.
 */
async function reserve(
  db: Kysely<Database>,
  keys: CountedKey[],
  nowIso: string,
  forgetBeforeIso: string,
  waitMs: (pastLimit: number) => number,
): Promise<Reservation> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    const places = await inTransaction(db, async ({ db: trx }) => {
      const rows = [];
      for (const counted of sorted)
        rows.push({ counted, row: await lockRow(trx, counted.key, nowIso) });
      const waits = rows
        .filter(
          ({ counted, row }) =>
            counted.checked && row.blocked_until !== null && row.blocked_until > nowIso,
        )
        .map(({ row }) => row.blocked_until as string);
      if (waits.length > 0) throw new Refused(waits.sort().at(-1) as string);

      const places: Place[] = [];
      for (const { counted, row } of rows)
        places.push(await takePlace(trx, counted, row, nowIso, forgetBeforeIso, waitMs));
      return places;
    });
    return { places };
  } catch (error) {
    if (error instanceof Refused) return { waitUntil: error.waitUntil };
    throw error;
  }
}

/** Counts one failure on a locked key; a wait starts or doubles once it reaches the limit. */
async function takePlace(
  db: Kysely<Database>,
  counted: CountedKey,
  row: LockedRow,
  nowIso: string,
  forgetBeforeIso: string,
  waitMs: (pastLimit: number) => number,
): Promise<Place> {
  // Failures an hour old are forgotten: the count starts over.
  const before = row.last_failed_at < forgetBeforeIso ? 0 : row.failures;
  const failures = before + 1;
  const pastLimit = failures - counted.limit;
  const blockedUntil =
    pastLimit < 0
      ? row.blocked_until
      : new Date(Date.parse(nowIso) + waitMs(pastLimit)).toISOString();
  await db
    .updateTable('sign_in_failures')
    .set({ failures, last_failed_at: nowIso, blocked_until: blockedUntil })
    .where('key', '=', counted.key)
    .execute();
  return {
    key: counted.key,
    limit: counted.limit,
    failures,
    at: nowIso,
    before: { failures: before, lastFailedAt: row.last_failed_at, blockedUntil: row.blocked_until },
  };
}

/**
 * Gives a place back (the attempt proved right). If no attempt took a place in the key
 * since (places given back in the order they were taken), the key is as it was before;
 * otherwise the count drops by one and a wait set by a later attempt stays, unless the
 * count is back under the limit.
 */
async function release(db: Kysely<Database>, place: Place): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set((eb) => {
      const untouched = eb.and([
        eb('failures', '=', place.failures),
        eb('last_failed_at', '=', place.at),
      ]);
      return {
        failures: eb
          .case()
          .when('failures', '>', 0)
          .then(eb('failures', '-', 1))
          .else(0)
          .end(),
        last_failed_at: eb
          .case()
          .when(untouched)
          .then(place.before.lastFailedAt)
          .else(eb.ref('last_failed_at'))
          .end(),
        blocked_until: eb
          .case()
          .when(untouched)
          .then(place.before.blockedUntil)
          .when('failures', '<=', place.limit)
          .then(null)
          .else(eb.ref('blocked_until'))
          .end(),
      };
    })
    .where('key', '=', place.key)
    .execute();
  // A key the attempt started is left with no failures: nothing to keep.
  if (place.before.failures === 0)
    await db
      .deleteFrom('sign_in_failures')
      .where('key', '=', place.key)
      .where('failures', '=', 0)
      .execute();
}

type LockedRow = Pick<SignInFailuresTable, 'failures' | 'last_failed_at' | 'blocked_until'>;

/**
 * Takes the row lock on a key's counter (creating it with no failures), answering the row as
 * it stands. The upsert changes nothing, but on PostgreSQL it holds the row until the
 * transaction ends; SQLite runs one transaction at a time.
 */
function lockRow(db: Kysely<Database>, key: string, nowIso: string): Promise<LockedRow> {
  return db
    .insertInto('sign_in_failures')
    .values({ key, failures: 0, last_failed_at: nowIso, blocked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ failures: eb.ref('sign_in_failures.failures') })),
    )
    .returning(['failures', 'last_failed_at', 'blocked_until'])
    .executeTakeFirstOrThrow();
}

/** What sign-in keeps about a person: the addresses they signed in from, their counters. */
export async function signInDataOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sign_in_known_addresses')
    .select(['address', 'signed_in_at'])
    .where('user_id', '=', userId)
    .execute();
}

export async function forgetSignIns(db: Kysely<Database>, userId: string, account: string) {
  await db.deleteFrom('sign_in_known_addresses').where('user_id', '=', userId).execute();
  await db
    .deleteFrom('sign_in_failures')
    .where((eb) =>
      eb.or([eb('key', '=', `account:${account}`), eb('key', 'like', `pair:${account}@%`)]),
    )
    .execute();
}
