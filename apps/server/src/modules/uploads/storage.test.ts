import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { systemClock } from '#server/lib/clock.js';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import {
  createDatabaseStorage,
  createLocalStorage,
  createMemoryStorage,
  type UploadStorage,
} from './uploads.service.js';

/** Every storage keeps the same promises: what one process wrote, the next one reads. */
describe(`upload storages, ${testDialect}`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  const folder = mkdtempSync(join(tmpdir(), 'courtside-storage-'));
  const storages: Record<string, () => UploadStorage> = {
    memory: createMemoryStorage,
    folder: () => createLocalStorage(folder),
    database: () => createDatabaseStorage(db, systemClock),
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  describe.each(Object.keys(storages))('%s', (kind) => {
    it('keeps bytes whole, replaces them, and forgets them', async () => {
      const storage = storages[kind]!();
      const key = `profile/${kind}-picture.webp`;
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 256));
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, bytes);
      expect(Buffer.compare((await storage.get(key))!, bytes)).toBe(0);
      await storage.put(key, Buffer.from('second'));
      expect((await storage.get(key))?.toString()).toBe('second');
      await storage.remove(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.remove(key)).resolves.toBeUndefined();
    });
  });

  it.each(['folder', 'database'])(
    '%s: refuses a key that could name anything else',
    async (kind) => {
      const storage = storages[kind]!();
      for (const key of ['../escape.webp', 'profile/../../x.webp', 'profile/a b.webp', 'x'])
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/bad upload key/);
    },
  );

  it('database: another process on the database reads what one wrote', async () => {
    const other = createDatabase(database.target);
    try {
      await createDatabaseStorage(db, systemClock).put('court/shared.webp', Buffer.from('seen'));
      const read = await createDatabaseStorage(other, systemClock).get('court/shared.webp');
      expect(read?.toString()).toBe('seen');
    } finally {
      await other.destroy();
    }
  });
});
