import type { Kysely } from 'kysely';
import type { CoinLedgerTable, Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { supportsRowLocks } from '../../lib/dialect-of.js';

/** A user's coin balance: the sum of their ledger rows. */
export async function coinBalance(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/**
 * Serializes coin movements of one user inside a transaction, so two payments cannot both
 * spend the same coins. SQLite transactions are already one at a time.
 */
export async function lockCoinsOf(db: Kysely<Database>, userId: string): Promise<void> {
  if (!supportsRowLocks(db)) return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Adds one ledger row; the (user, reason, ref) key makes a repeated cause a no-op error. */
export async function recordCoins(
  db: Kysely<Database>,
  entry: Pick<CoinLedgerTable, 'user_id' | 'delta' | 'reason' | 'ref' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('coin_ledger')
    .values({ id: newId(), ...entry })
    .execute();
}
