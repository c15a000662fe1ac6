import type { EventCategory } from '@courtside/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database, EventCategoriesTable } from '#server/db/database.js';

export function createEventsRepo(db: Kysely<Database>) {
  return {
    /** All categories in one query, assembled into their tree in memory. */
    async categoryTree(): Promise<EventCategory[]> {
      const rows = await db
        .selectFrom('event_categories')
        .selectAll()
        .orderBy('position')
        .orderBy('name')
        .execute();
      const byId = new Map<string, EventCategory>(
        rows.map((r) => [
          r.id,
          { id: r.id, name: r.name, photo: r.photo, route: r.route, subcategories: [] },
        ]),
      );
      const roots: EventCategory[] = [];
      for (const row of rows) {
        const node = byId.get(row.id)!;
        const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
        (parent ? parent.subcategories : roots).push(node);
      }
      return roots;
    },

    async hasCategory(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('event_categories')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A category; a subcategory names its parent. */
    async insertCategory(row: Insertable<EventCategoriesTable>): Promise<void> {
      await db.insertInto('event_categories').values(row).execute();
    },
  };
}
export type EventsRepo = ReturnType<typeof createEventsRepo>;
