import type { Kysely } from 'kysely';
import type { BatBrand } from '@courtside/shared';
import type { Database } from '#server/db/database.js';

/** SPEC 3 Bat brand: the list the profile form offers, in its order. */
export function batBrands(db: Kysely<Database>): Promise<BatBrand[]> {
  return db.selectFrom('bat_brands').select(['id', 'name']).orderBy('position').execute();
}
