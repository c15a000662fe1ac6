import { gridCellOf } from '@courtside/shared';
import type { Kysely } from 'kysely';

/* Clubs are listed a page at a time: nearest first through the number of the grid cell each
 * club lies in (packages/shared geo-grid.ts), or by name. Both orders have their index, so a
 * page costs the same with a hundred clubs or thirty thousand. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('cell', 'integer').execute();
  const clubs = (await db
    .selectFrom('clubs')
    .select(['id', 'latitude', 'longitude'])
    .execute()) as Array<{ id: string; latitude: number; longitude: number }>;
  for (const club of clubs)
    await db
      .updateTable('clubs')
      .set({ cell: gridCellOf(club) })
      .where('id', '=', club.id)
      .execute();
  await db.schema.createIndex('clubs_cell_idx').on('clubs').columns(['cell', 'id']).execute();
  await db.schema.createIndex('clubs_name_idx').on('clubs').columns(['name', 'id']).execute();
}
