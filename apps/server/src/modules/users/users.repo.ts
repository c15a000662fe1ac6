import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database, UsersTable } from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { inTransaction } from '#server/db/transaction.js';
import type { UserRow } from './user.mapper.js';

/**
 * Changes a live account's fields and answers the photo it had before, read under the row's
 * lock: two photo changes at once each learn the one they replaced, so no file is left
 * behind. `found` is false when there is no such account.
 */
function updateReturningPhoto(
  db: Kysely<Database>,
  id: string,
  patch: Updateable<UsersTable>,
): Promise<{ found: boolean; previousPhoto: string | null }> {
  return inTransaction(db, async (tx) => {
    const row = await tx.db
      .selectFrom('users')
      .select('photo')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(supportsRowLocks(tx.db), (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!row) return { found: false, previousPhoto: null };
    await tx.db.updateTable('users').set(patch).where('id', '=', id).execute();
    return { found: true, previousPhoto: row.photo };
  });
}

export function createUsersRepo(db: Kysely<Database>) {
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Sign-in accepts a username (any case) or a phone number in the same field. */
    async findBySignInIdentifier(username: string, phone: string): Promise<UserRow | undefined> {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where((eb) =>
          eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb('phone', '=', phone)]),
        )
        .limit(2)
        .execute();
      return rows.find((r) => r.username.toLowerCase() === username.toLowerCase()) ?? rows[0];
    },

    async takenFields(username: string, phone: string): Promise<Array<'username' | 'phone'>> {
      const rows = await db
        .selectFrom('users')
        .select(['username', 'phone'])
        .where((eb) =>
          eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb('phone', '=', phone)]),
        )
        .execute();
      const taken: Array<'username' | 'phone'> = [];
      if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase()))
        taken.push('username');
      if (rows.some((r) => r.phone === phone)) taken.push('phone');
      return taken;
    },

    /** The version a token must carry; null when the account is gone. */
    async tokenVersion(id: string): Promise<number | null> {
      const row = await db
        .selectFrom('users')
        .select('token_version')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.token_version ?? null;
    },

    async bumpTokenVersion(id: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    insert: (row: Insertable<UsersTable>) => insertAccount(db, row),

    /** Changes a live account's fields; false when there is no such account. */
    async update(id: string, patch: Updateable<UsersTable>): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set(patch)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    updateReturningPhoto: (id: string, patch: Updateable<UsersTable>) =>
      updateReturningPhoto(db, id, patch),

    /** Whether another account (closed ones free theirs) already has this phone number. */
    async phoneTakenByOther(id: string, phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .where('id', '!=', id)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;

/**
 * The person's own data erased from their account row: what identifies them goes, the row
 * stays (closed) so that past bookings and payments keep their clubs' records, anonymised.
 * The username and phone are replaced, so both can be registered again.
 */
export async function eraseAccount(db: Kysely<Database>, userId: string, atIso: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      username: `closed-${userId}`,
      phone: `closed-${userId}`,
      password_hash: 'closed',
      first_name: '',
      last_name: null,
      email: null,
      gender: null,
      birthdate: null,
      address: null,
      photo: null,
      description: null,
      padel_level: null,
      rank_id: null,
      padel_side: null,
      bat_brand: null,
      football_team_name: null,
      deleted_at: atIso,
      token_version: eb('token_version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

/** A new account; `db` may be a transaction's, so the account comes and goes with its work. */
export async function insertAccount(
  db: Kysely<Database>,
  row: Insertable<UsersTable>,
): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** Whether the account is open, read in the caller's transaction (after its payer lock). */
export async function isOpenAccount(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
