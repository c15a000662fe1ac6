import type { CoinPack } from '@courtside/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CoinPacksTable, Database } from '#server/db/database.js';

export type CoinPackRow = Selectable<CoinPacksTable>;

export async function listPacks(db: Kysely<Database>): Promise<CoinPack[]> {
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
}

export function findPack(db: Kysely<Database>, id: string): Promise<CoinPackRow | undefined> {
  return db.selectFrom('coin_packs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPack(db: Kysely<Database>, row: Insertable<CoinPacksTable>) {
  await db.insertInto('coin_packs').values(row).execute();
}
