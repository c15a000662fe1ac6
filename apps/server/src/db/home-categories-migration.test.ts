import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useEmptyDatabase } from '#test/helpers/empty-database.js';
import { testDialect } from '#test/helpers/test-database.js';
import { migrationProvider } from './migrations/index.js';

describe(`the home grid on a database that already has categories, ${testDialect}`, () => {
  const dbOf = useEmptyDatabase();

  it('adds only the categories missing, keeping those there with their ids and places', async () => {
    const db = dbOf();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('028-court-versions')).error).toBeUndefined();
    // A server seeded with the demo world before: Find a Match and Club life are there.
    await db
      .insertInto('event_categories')
      .values([
        {
          id: 'match',
          parent_id: null,
          name: 'Partidos',
          photo: null,
          route: 'find-match',
          position: 9,
        },
        { id: 'life', parent_id: null, name: 'Club life', photo: null, route: null, position: 8 },
        {
          id: 'mine',
          parent_id: 'life',
          name: 'Mine',
          photo: null,
          route: 'my-booking',
          position: 1,
        },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await db.selectFrom('event_categories').selectAll().execute();
    const byRoute = (route: string) => rows.filter((row) => row.route === route);
    expect(byRoute('find-match')).toEqual([
      expect.objectContaining({ id: 'match', name: 'Partidos', position: 9 }),
    ]);
    expect(rows.filter((row) => row.name === 'Club life')).toHaveLength(1);
    expect(byRoute('my-booking')).toEqual([
      expect.objectContaining({ id: 'mine', parent_id: 'life' }),
    ]);
    // The rest of the grid was added: under the club life that was there, and at the top.
    expect(byRoute('coins-pack')).toEqual([expect.objectContaining({ parent_id: 'life' })]);
    for (const route of ['activities', 'champion', 'find-padel-court', 'find-football-court'])
      expect(byRoute(route)).toHaveLength(1);
  });
});
