import type { CoinPack } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { coinBalance } from '../payments/ledger.repo.js';

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

    /** A user's coin balance; the ledger module owns the rule. */
    coinBalance: (userId: string) => coinBalance(db, userId),
  };
}
export type CoinPacksRepo = ReturnType<typeof createCoinPacksRepo>;
