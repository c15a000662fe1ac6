import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';

/** The signed-in devices of each account (table `sign_in_sessions`). */
export function createSessionsRepo(db: Kysely<Database>) {
  return {
    async open(row: { id: string; userId: string; createdAt: string; expiresAt: string }) {
      await db
        .insertInto('sign_in_sessions')
        .values({
          id: row.id,
          user_id: row.userId,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    /** Ends one session of the account; false when it had already ended. */
    async end(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sign_in_sessions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async endAll(userId: string): Promise<void> {
      await endSessionsOf(db, userId);
    },

    /** The ids of the account's sessions not ended. */
    async liveIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('sign_in_sessions')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Sessions whose tokens have expired hold nothing any more. */
    async forgetExpired(nowIso: string): Promise<void> {
      await db.deleteFrom('sign_in_sessions').where('expires_at', '<', nowIso).execute();
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;

export async function endSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sign_in_sessions').where('user_id', '=', userId).execute();
}

/** When the person signed in on each device still signed in, for Download my data. */
export function sessionsDataOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sign_in_sessions')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
