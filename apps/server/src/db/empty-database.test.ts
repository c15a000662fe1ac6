import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import type { Clock } from '#server/lib/clock.js';
import { seedDemoWorld } from '#server/seed/demo.js';
import type { Database } from './database.js';
import { createDatabase } from './dialect.js';
import { emptyDatabase } from './empty-database.js';
import { migrateToLatest } from './migrate.js';

const clock: Clock = { now: () => new Date('2026-10-20T10:00:00.000Z') };

async function counts(db: Kysely<Database>) {
  const count = async (table: 'users' | 'bookings' | 'payments' | 'court_claims') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    bookings: await count('bookings'),
    payments: await count('payments'),
    claims: await count('court_claims'),
  };
}

describe(`resetting the demo world on ${testDialect}`, () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = createDatabase(testDb.target);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
  });

  it('drops what was added since and seeds the same world again', async () => {
    await seedDemoWorld(db, clock);
    const seeded = await counts(db);
    await db
      .deleteFrom('bookings')
      .where('id', 'in', db.selectFrom('bookings').select('id').limit(3))
      .execute();
    expect((await counts(db)).bookings).toBe(seeded.bookings - 3);

    await emptyDatabase(db, testDb.target.dialect);
    await migrateToLatest(db);
    expect(await counts(db)).toEqual({ users: 0, bookings: 0, payments: 0, claims: 0 });
    await seedDemoWorld(db, clock);
    expect(await counts(db)).toEqual(seeded);
  });
});
