import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrationProvider } from './index.js';
import { anOwnerAndClub } from './migration-fixtures.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
describe(`migration 033 keeps every club's opening hours (${testDialect})`, () => {
  let database: TestDatabase;
  let db: Kysely<any>;
  const at = '2026-11-01T10:00:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('032-half-hour-court-time')).error).toBeUndefined();
    await anOwnerAndClub(db, { timeZone: 'Europe/Madrid', currency: 'EUR' }, at);
    await db
      .insertInto('club_opening_hours')
      .values([
        { club_id: 'c-1', weekday: 1, open: 1, first_hour: 8, last_hour: 20 },
        { club_id: 'c-1', weekday: 0, open: 0, first_hour: 6, last_hour: 22 },
        { club_id: 'c-1', weekday: 6, open: 1, first_hour: 0, last_hour: 23 },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('opens at the first hour and closes when the last game of the day ends', async () => {
    const rows = await db.selectFrom('club_opening_hours').selectAll().orderBy('weekday').execute();
    expect(rows).toEqual([
      { club_id: 'c-1', weekday: 0, open: 0, opens_minute: 360, closes_minute: 1380 },
      { club_id: 'c-1', weekday: 1, open: 1, opens_minute: 480, closes_minute: 1260 },
      { club_id: 'c-1', weekday: 6, open: 1, opens_minute: 0, closes_minute: 1440 },
    ]);
  });
});
