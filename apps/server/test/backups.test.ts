import {
  chownSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '#server/backups/backup.js';
import { restoreBackup } from '#server/backups/restore.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { createTestContext, registerPlayer, type TestContext } from './helpers/test-app.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

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

  const live = () => ({ database: ctx.target, uploadsDir, secret: ctx.jwtSecret });
  const usernames = async (db: typeof ctx.db) =>
    (await db.selectFrom('users').select('username').orderBy('username').execute()).map(
      (row) => row.username,
    );

  it('copies the running database and the pictures, and brings them back into an empty one', async () => {
    await registerPlayer(ctx.app, { username: 'before_backup' });
    const backup = await createBackup(live(), join(folder, 'backups'));
    // What happens after the backup is not in it.
    await registerPlayer(ctx.app, { username: 'after_backup' });
    writeFileSync(join(uploadsDir, 'profiles', 'later.webp'), 'later bytes');

    restoredInto = await createTestDatabase();
    const restoredUploads = join(folder, 'uploads-restored');
    await restoreBackup(
      { database: restoredInto.target, uploadsDir: restoredUploads, secret: ctx.jwtSecret },
      backup,
    );

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

  it('writes a backup that only its owner can read: it holds password hashes', async () => {
    const backup = await createBackup(live(), join(folder, 'private'));
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect(modeOf(backup)).toBe(0o700);
    const entries = readdirSync(backup, { recursive: true, encoding: 'utf8' });
    expect(entries).toEqual(expect.arrayContaining(['backup.json', 'uploads']));
    for (const entry of entries) {
      const path = join(backup, entry);
      expect(modeOf(path), entry).toBe(statSync(path).isDirectory() ? 0o700 : 0o600);
    }
  });

  it.runIf(process.getuid?.() === 0)(
    "gives what a restore run as root writes to its folders' owner, the server's user",
    async () => {
      const backup = await createBackup(live(), join(folder, 'for-root'));
      // As in the image: /data belongs to the unprivileged user (node, 1000), the restore
      // runs as root in a one-off container, and the uploads folder is not there yet.
      const server = 1000;
      const data = join(folder, 'data-of-server');
      mkdirSync(data);
      chownSync(data, server, server);
      const restoredUploads = join(data, 'uploads');
      const into = await createTestDatabase();
      try {
        const databaseFile = into.target.dialect === 'sqlite' ? [into.target.file] : [];
        for (const file of databaseFile) chownSync(dirname(file), server, server);
        await restoreBackup(
          { database: into.target, uploadsDir: restoredUploads, secret: ctx.jwtSecret },
          backup,
        );
        const written = [
          restoredUploads,
          ...readdirSync(restoredUploads, { recursive: true, encoding: 'utf8' }).map((entry) =>
            join(restoredUploads, entry),
          ),
          ...databaseFile,
        ];
        expect(written.length).toBeGreaterThan(2);
        for (const path of written)
          expect({ path, uid: statSync(path).uid, gid: statSync(path).gid }).toEqual({
            path,
            uid: server,
            gid: server,
          });
      } finally {
        await into.drop();
      }
    },
  );

  it('refuses to restore into a database that is not empty, and changes nothing there', async () => {
    const backup = await createBackup(live(), join(folder, 'again'));
    const before = await usernames(ctx.db);
    await expect(
      restoreBackup({ ...live(), uploadsDir: join(folder, 'elsewhere') }, backup),
    ).rejects.toThrow(/not empty/);
    expect(await usernames(ctx.db)).toEqual(before);
  });

  it.runIf(testDialect === 'postgres')(
    "says why pg_dump failed without printing the database's password",
    async () => {
      const address = new URL(process.env.TEST_DATABASE_URL!);
      address.password = 'hunter2-database-password';
      address.pathname = '/courtside_no_such_database';
      const parent = join(folder, 'failed');
      const failed = createBackup(
        { ...live(), database: { dialect: 'postgres', connectionString: address.toString() } },
        parent,
      );
      await expect(failed).rejects.toThrow(/pg_dump failed: .*courtside_no_such_database/);
      await expect(failed).rejects.not.toThrow(/hunter2/);
      // A failed backup leaves no folder that looks like one.
      expect(readdirSync(parent)).toEqual([]);
    },
  );

  it('refuses a folder that is not a backup', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(
        restoreBackup(
          { database: empty.target, uploadsDir: join(folder, 'x'), secret: ctx.jwtSecret },
          uploadsDir,
        ),
      ).rejects.toThrow(/not a backup folder/);
    } finally {
      await empty.drop();
    }
  });
});
