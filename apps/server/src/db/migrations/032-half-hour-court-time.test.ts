import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrationProvider } from './index.js';
import { anOwnerAndClub } from './migration-fixtures.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
describe(`migration 032 keeps every claimed hour as its two halves (${testDialect})`, () => {
  let database: TestDatabase;
  let db: Kysely<any>;
  const at = '2026-11-01T10:00:00.000Z';
  const heldUntil = '2030-01-01T00:10:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('031-club-cancellation-rule')).error).toBeUndefined();
    await anOwnerAndClub(db, { timeZone: 'Asia/Kolkata', currency: 'USD' }, at);
    await db
      .insertInto('courts')
      .values({
        id: 'k-1',
        club_id: 'c-1',
        name: 'Court',
        sport: 'padel',
        capacity: 4,
        created_at: at,
      })
      .execute();
    const claim = (hour_start: string, owner_id: string, held_until: string | null = null) => ({
      court_id: 'k-1',
      hour_start,
      owner_kind: 'booking',
      owner_id,
      held_until,
    });
    await db
      .insertInto('court_claims')
      .values([
        claim('2030-01-01T10:00:00.000Z', 'b-1'),
        claim('2030-01-01T11:00:00.000Z', 'b-1'),
        // A club half an hour off UTC claims its hours from UTC half hours.
        claim('2030-01-01T04:30:00.000Z', 'b-2', heldUntil),
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('turns each claimed hour into its two half hours, with the same owner and hold', async () => {
    const rows = await db
      .selectFrom('court_claims')
      .select(['slot_start', 'owner_id', 'held_until'])
      .orderBy('slot_start')
      .execute();
    expect(rows).toEqual([
      { slot_start: '2030-01-01T04:30:00.000Z', owner_id: 'b-2', held_until: heldUntil },
      { slot_start: '2030-01-01T05:00:00.000Z', owner_id: 'b-2', held_until: heldUntil },
      { slot_start: '2030-01-01T10:00:00.000Z', owner_id: 'b-1', held_until: null },
      { slot_start: '2030-01-01T10:30:00.000Z', owner_id: 'b-1', held_until: null },
      { slot_start: '2030-01-01T11:00:00.000Z', owner_id: 'b-1', held_until: null },
      { slot_start: '2030-01-01T11:30:00.000Z', owner_id: 'b-1', held_until: null },
    ]);
  });

  it("keeps one claim per court and half hour (the table's key)", async () => {
    const again = db.insertInto('court_claims').values({
      court_id: 'k-1',
      slot_start: '2030-01-01T10:30:00.000Z',
      owner_kind: 'booking',
      owner_id: 'b-3',
      held_until: null,
    });
    await expect(again.execute()).rejects.toThrow();
  });

  it('sells every club the spec’s games until its owner chooses: 60 and 120 minutes, on the hour', async () => {
    const club = await db.selectFrom('clubs').selectAll().executeTakeFirstOrThrow();
    expect(club).toMatchObject({
      padel_lengths: '60,120',
      padel_start_every: 60,
      football_lengths: '60,120',
      football_start_every: 60,
    });
  });
});
