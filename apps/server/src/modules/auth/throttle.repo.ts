import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';

export function createThrottleRepo(db: Kysely<Database>) {
  return {
    /** The latest time any of the keys must wait until, if one still waits. */
    async blockedUntil(keys: string[], nowIso: string): Promise<string | null> {
      const rows = await db
        .selectFrom('sign_in_failures')
        .select('blocked_until')
        .where('key', 'in', keys)
        .where('blocked_until', '>', nowIso)
        .execute();
      const until = rows.map((r) => r.blocked_until).filter((v): v is string => v !== null);
      return until.sort().at(-1) ?? null;
    },

    /**
     * Counts one failure atomically (one upsert, so concurrent failures all count), starting
     * over when the previous one is older than `forgetBeforeIso`; answers the new count.
     */
    async recordFailure(key: string, nowIso: string, forgetBeforeIso: string): Promise<number> {
      const row = await db
        .insertInto('sign_in_failures')
        .values({ key, failures: 1, last_failed_at: nowIso, blocked_until: null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('sign_in_failures.last_failed_at', '<', forgetBeforeIso)
              .then(1)
              .else(eb('sign_in_failures.failures', '+', 1))
              .end(),
            last_failed_at: nowIso,
          })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return row.failures;
    },

    async block(key: string, untilIso: string): Promise<void> {
      await db
        .updateTable('sign_in_failures')
        .set({ blocked_until: untilIso })
        .where('key', '=', key)
        .execute();
    },

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
