import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '#server/backups/backup.js';
import { restoreBackup } from '#server/backups/restore.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { createTestContext, registerPlayer, type TestContext } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

/** `npm run backup` and `npm run restore`, on the database the suite runs on. */
describe('backups', () => {
  let ctx: TestContext;
  let folder: string;
  let uploadsDir: string;
  let restoredInto: TestDatabase | null = null;

  beforeAll(async () => {
    ctx = await createTestContext();
    folder = mkdtempSync(join(tmpdir(), 'courtside-backups-'));
    uploadsDir = join(folder, 'uploads-live');
    mkdirSync(join(uploadsDir, 'profiles'), { recursive: true });
    writeFileSync(join(uploadsDir, 'profiles', 'kept.webp'), 'picture bytes');
  });
  afterAll(async () => {
    await ctx.close();
    await restoredInto?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const usernames = async (db: typeof ctx.db) =>
    (await db.selectFrom('users').select('username').orderBy('username').execute()).map(
      (row) => row.username,
    );

  it('copies the running database and the pictures, and brings them back into an empty one', async () => {
    await registerPlayer(ctx.app, { username: 'before_backup' });
    const backup = await createBackup(
      { database: ctx.target, uploadsDir },
      join(folder, 'backups'),
    );
    // What happens after the backup is not in it.
    await registerPlayer(ctx.app, { username: 'after_backup' });
    writeFileSync(join(uploadsDir, 'profiles', 'later.webp'), 'later bytes');

    restoredInto = await createTestDatabase();
    const restoredUploads = join(folder, 'uploads-restored');
    await restoreBackup({ database: restoredInto.target, uploadsDir: restoredUploads }, backup);

    const db = createDatabase(restoredInto.target);
    try {
      expect(await usernames(db)).toEqual(['before_backup']);
      // The restored database is at the latest schema already: migrating changes nothing.
      await migrateToLatest(db);
      expect(await usernames(db)).toEqual(['before_backup']);
    } finally {
      await db.destroy();
    }
    expect(readFileSync(join(restoredUploads, 'profiles', 'kept.webp'), 'utf8')).toBe(
      'picture bytes',
    );
    expect(() => readFileSync(join(restoredUploads, 'profiles', 'later.webp'))).toThrow();
  });

  it('refuses to restore into a database that is not empty, and changes nothing there', async () => {
    const backup = await createBackup({ database: ctx.target, uploadsDir }, join(folder, 'again'));
    await expect(
      restoreBackup({ database: ctx.target, uploadsDir: join(folder, 'elsewhere') }, backup),
    ).rejects.toThrow(/not empty/);
    expect(await usernames(ctx.db)).toEqual(['after_backup', 'before_backup']);
  });

  it('refuses a folder that is not a backup', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(
        restoreBackup({ database: empty.target, uploadsDir: join(folder, 'x') }, uploadsDir),
      ).rejects.toThrow(/not a backup folder/);
    } finally {
      await empty.drop();
    }
  });
});
