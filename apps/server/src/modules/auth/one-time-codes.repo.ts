import type { Kysely } from 'kysely';
import type { Database, OneTimeCodesTable } from '#server/db/database.js';

type Purpose = OneTimeCodesTable['purpose'];

/** One-time codes (table `one_time_codes`): one live code per account and purpose. */
export function createOneTimeCodesRepo(db: Kysely<Database>) {
  return {
    /** Keeps a new code, replacing the account's last one for the purpose (its tries with it). */
    async put(row: {
      userId: string;
      purpose: Purpose;
      codeHash: string;
      target: string | null;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      const values = {
        code_hash: row.codeHash,
        target: row.target,
        tries: 0,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      };
      await db
        .insertInto('one_time_codes')
        .values({ user_id: row.userId, purpose: row.purpose, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'purpose']).doUpdateSet(values))
        .execute();
    },

    /**
     * Takes one try of the account's live code, before it is compared: one statement counts
     * it, so however many guesses arrive at once no more than `maxTries` are compared. Answers
     * the code's hash and target, or undefined when there is no live code with a try left.
     */
    takeTry(userId: string, purpose: Purpose, nowIso: string, maxTries: number) {
      return db
        .updateTable('one_time_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', nowIso)
        .where('tries', '<', maxTries)
        .returning(['code_hash', 'target', 'created_at'])
        .executeTakeFirst();
    },

    /** Uses the code up; false when another request used it first. */
    async consume(userId: string, purpose: Purpose, codeHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('one_time_codes')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    forgetExpired: async (nowIso: string) => {
      await db.deleteFrom('one_time_codes').where('expires_at', '<', nowIso).execute();
    },
  };
}
export type OneTimeCodesRepo = ReturnType<typeof createOneTimeCodesRepo>;

/** Closing an account forgets its codes (and the address a verification code went to). */
export async function forgetCodesOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
}
