import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export interface ThrottleState {
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | null;
}

export function createThrottleRepo(db: Kysely<Database>) {
  return {
    async lockedUntil(keys: string[], nowIso: string): Promise<string | null> {
      const rows = await db
        .selectFrom('auth_throttle')
        .select('locked_until')
        .where('key', 'in', keys)
        .where('locked_until', '>', nowIso)
        .execute();
      const until = rows.map((r) => r.locked_until).filter((v): v is string => v !== null);
      return until.sort().at(-1) ?? null;
    },

    /**
     * Counts one failure atomically (one upsert, so concurrent failures all count) and
     * returns the new count within the current window.
     */
    async recordFailure(key: string, nowIso: string, windowStartCutoffIso: string) {
      const row = await db
        .insertInto('auth_throttle')
        .values({ key, failures: 1, window_started_at: nowIso, locked_until: null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('auth_throttle.window_started_at', '<', windowStartCutoffIso)
              .then(1)
              .else(eb('auth_throttle.failures', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when('auth_throttle.window_started_at', '<', windowStartCutoffIso)
              .then(nowIso)
              .else(eb.ref('auth_throttle.window_started_at'))
              .end(),
          })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return row.failures;
    },

    async lock(key: string, untilIso: string): Promise<void> {
      await db
        .updateTable('auth_throttle')
        .set({ locked_until: untilIso })
        .where('key', '=', key)
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
    },
  };
}
export type ThrottleRepo = ReturnType<typeof createThrottleRepo>;
