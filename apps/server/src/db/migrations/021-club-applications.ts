import { sportCategoryIds } from '@courtside/shared';
import { sql, type Kysely } from 'kysely';

/* The two sport categories (fixed ids, SPEC 2) lead players from the home to the clubs; every
 * server needs them, not only one with the demo world, so a new one starts with them.
 *
 * "List your club": a club's people apply, the platform's admin approves (which opens the club
 * with the applicant as its owner) or declines with a reason. The applicant's account is kept
 * when they applied signed in; otherwise their contact is all there is, and approval invites
 * them. Read newest first, a page at a time, like the audit log. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    // The sports as a comma-separated list ('padel,football'): two values at most, never queried.
    .addColumn('sports', 'text', (c) => c.notNull())
    .addColumn('courts', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    // The language the form was sent in: the applicant's answer is written in it.
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'approved', 'declined')`),
    )
    .addColumn('decline_reason', 'text')
    .addColumn('club_id', 'text', (c) => c.references('clubs.id'))
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addSportCategories(db);
  await db.schema
    .createIndex('club_applications_created_idx')
    .on('club_applications')
    .columns(['created_at', 'id'])
    .execute();
}

const sportCategories = [
  { id: sportCategoryIds.padel, name: 'Padel', sport: 'padel', position: 1 },
  { id: sportCategoryIds.football, name: 'Football', sport: 'football', position: 2 },
];

async function addSportCategories(db: Kysely<any>): Promise<void> {
  for (const { sport, ...category } of sportCategories) {
    const present = await db
      .selectFrom('event_categories')
      .select('id')
      .where('id', '=', category.id)
      .executeTakeFirst();
    if (present) continue;
    await db
      .insertInto('event_categories')
      .values({
        ...category,
        parent_id: null,
        photo: `/assets/img/categories/${sport}.svg`,
        route: `find-${sport}-court`,
      })
      .execute();
  }
}
