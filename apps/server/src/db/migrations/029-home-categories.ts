import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

/* The home grid is every player's way into open matches, activities, championships and the
 * club-life screens; a server without the demo world had only the two sport categories
 * (migration 021), so Find Match was reachable only by typing its address. Every server now
 * starts with the whole grid; a category already there (by its route) is left as it is. */

interface Category {
  name: string;
  photo: string;
  /** A child route of /user (SPEC 2); null opens the subcategories instead. */
  route: string | null;
  subcategories?: Category[];
}

/** After Padel (1) and Football (2), in display order. */
const categories: Category[] = [
  { name: 'Activities & Training', photo: 'activities.svg', route: 'activities' },
  { name: 'Find a Match', photo: 'find-match.svg', route: 'find-match' },
  { name: 'Championships', photo: 'championships.svg', route: 'champion' },
  {
    name: 'Club life',
    photo: 'club-life.svg',
    route: null,
    subcategories: [
      { name: 'My Booking', photo: 'my-booking.svg', route: 'my-booking' },
      { name: 'Coins Pack', photo: 'coins-pack.svg', route: 'coins-pack' },
      { name: 'My Matches', photo: 'my-matches.svg', route: 'matches' },
      { name: 'Champion Requests', photo: 'champion-requests.svg', route: 'champion-request' },
    ],
  },
];

/* eslint-disable @typescript-eslint/no-explicit-any */
async function isPresent(db: Kysely<any>, category: Category, parentId: string | null) {
  const found = await db
    .selectFrom('event_categories')
    .select('id')
    .$call((qb) =>
      category.route === null
        ? qb.where('route', 'is', null).where('name', '=', category.name)
        : qb.where('route', '=', category.route),
    )
    .$call((qb) =>
      parentId === null ? qb.where('parent_id', 'is', null) : qb.where('parent_id', '=', parentId),
    )
    .executeTakeFirst();
  return found?.id as string | undefined;
}

async function addAll(db: Kysely<any>, list: Category[], parentId: string | null, first: number) {
  for (const [index, category] of list.entries()) {
    let id = await isPresent(db, category, parentId);
    if (!id) {
      id = randomUUID();
      await db
        .insertInto('event_categories')
        .values({
          id,
          parent_id: parentId,
          name: category.name,
          photo: `/assets/img/categories/${category.photo}`,
          route: category.route,
          position: first + index,
        })
        .execute();
    }
    if (category.subcategories) await addAll(db, category.subcategories, id, 1);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await addAll(db, categories, null, 3);
}
