import type { CoinPack } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export function createCoinPacksRepo(db: Kysely<Database>) {
  return {
    async list(): Promise<CoinPack[]> {
      const rows = await db
        .selectFrom('coin_packs')
        .selectAll()
        .orderBy('position')
        .orderBy('coins')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        coin: row.coins,
        price: row.price,
        currency: row.currency,
        photo: row.photo,
      }));
    },

    /**
     * A user's coin balance: the sum of their ledger rows, 0 without any. A payment passes its
     * transaction so the balance it checks is the one it is about to change.
     */
    async coinBalance(userId: string, trx: Kysely<Database> = db): Promise<number> {
      const row = await trx
        .selectFrom('coin_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('balance'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.balance ?? 0;
    },
  };
}
export type CoinPacksRepo = ReturnType<typeof createCoinPacksRepo>;
