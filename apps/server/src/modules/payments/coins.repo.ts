import type { Kysely } from 'kysely';
import type { CoinReason, Database } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';

/** A user's coin balance; a user who never had coins has none. */
export async function coinBalance(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('coin_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * Opens the user's coin account if needed and locks its row until the transaction ends (an
 * upsert that updates takes the row lock on PostgreSQL; SQLite runs one writer at a time).
 * This is the first lock of every money transaction (docs/decisions.md, "One order of locks").
 */
export async function lockAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('coin_accounts')
    .values({ user_id: userId, balance: 0 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({ balance: eb.ref('coin_accounts.balance') })),
    )
    .execute();
}

/** Takes coins only if there are enough: one conditional update, never below zero. */
export async function takeCoins(
  db: Kysely<Database>,
  userId: string,
  coins: number,
): Promise<number | null> {
  const row = await db
    .updateTable('coin_accounts')
    .set((eb) => ({ balance: eb('balance', '-', coins) }))
    .where('user_id', '=', userId)
    .where('balance', '>=', coins)
    .returning('balance')
    .executeTakeFirst();
  return row ? row.balance : null;
}

/** Credits coins, opening the account when it has none yet. */
export async function addCoins(db: Kysely<Database>, userId: string, coins: number) {
  await db
    .insertInto('coin_accounts')
    .values({ user_id: userId, balance: coins })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({ balance: eb('coin_accounts.balance', '+', coins) })),
    )
    .execute();
}

/** One ledger row; the (user, reason, ref) key makes a repeated cause fail instead of counting twice. */
export async function recordMovement(
  db: Kysely<Database>,
  entry: { userId: string; delta: number; reason: CoinReason; ref: string; at: string },
): Promise<void> {
  await db
    .insertInto('coin_ledger')
    .values({
      id: newId(),
      user_id: entry.userId,
      delta: entry.delta,
      reason: entry.reason,
      ref: entry.ref,
      created_at: entry.at,
    })
    .execute();
}
