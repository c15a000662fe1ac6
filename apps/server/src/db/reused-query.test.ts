import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import type { Database } from './database.js';
import { createDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { reusedQuery } from './reused-query.js';

describe(`a query built once and run with new values, ${testDialect}`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const insertBrand = reusedQuery((db, brand: { id: string; name: string; position?: number }) =>
    db.insertInto('bat_brands').values({ position: 0, ...brand }),
  );
  // The constant (position > -1) stays in place while the arguments change.
  const brandsAfter = reusedQuery((db, query: { name: string }) =>
    db
      .selectFrom('bat_brands')
      .select(['name', 'position'])
      .where('name', '>', query.name)
      .where('position', '>', -1)
      .orderBy('name'),
  );

  it('binds each call its own values, whichever arguments it leaves out', async () => {
    await insertBrand(db, { id: 'b1', name: 'Adidas' });
    await insertBrand(db, { id: 'b2', name: 'Bullpadel', position: 2 });
    await insertBrand(db, { id: 'b3', name: 'Head', position: undefined });
    await insertBrand(db, { id: 'b4', name: 'Nox', position: 4 });
    const { rows } = await brandsAfter(db, { name: 'B' });
    expect(rows).toEqual([
      { name: 'Bullpadel', position: 2 },
      { name: 'Head', position: 0 },
      { name: 'Nox', position: 4 },
    ]);
    expect((await brandsAfter(db, { name: 'I' })).rows).toEqual([{ name: 'Nox', position: 4 }]);
  });

  it('refuses a builder that turns a value into another or writes it into the text', async () => {
    const like = reusedQuery((db, query: { name: string }) =>
      db.selectFrom('bat_brands').select('name').where('name', 'like', `%${query.name}%`),
    );
    await expect(like(db, { name: 'o' })).rejects.toThrow('a parameter was built from a value');
    const inlined = reusedQuery((db, query: { name: string }) =>
      db.selectFrom('bat_brands').select('name').where('name', '=', sql.lit(query.name)),
    );
    await expect(inlined(db, { name: 'Nox' })).rejects.toThrow('a value was written into the text');
  });
});
