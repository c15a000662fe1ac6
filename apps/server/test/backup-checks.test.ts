import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackup } from '#server/backups/backup.js';
import { databaseCopy, manifestFile } from '#server/backups/backup-files.js';
import { restoreBackup } from '#server/backups/restore.js';
import { createDatabase } from '#server/db/dialect.js';
import {
  databaseEntry,
  flipByteOf,
  holdsNoTable,
  matchingFiles,
  resign,
  sha256Of,
} from './helpers/backup-fixtures.js';
import { createTestContext, registerPlayer, type TestContext } from './helpers/test-app.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

/**
 * A restore checks the folder it is given before it touches anything (the manifest's
 * signature, its paths, every file's size and checksum), and a restore that fails part way
 * leaves the database and the uploads folder empty.
 */
describe('what a restore checks', () => {
  let ctx: TestContext;
  let folder: string;
  let uploadsDir: string;
  let backups = 0;
  let target: TestDatabase;
  let restoredUploads: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    folder = mkdtempSync(join(tmpdir(), 'courtside-backup-checks-'));
    uploadsDir = join(folder, 'uploads-live');
    mkdirSync(join(uploadsDir, 'profiles'), { recursive: true });
    writeFileSync(join(uploadsDir, 'profiles', 'kept.webp'), 'picture bytes');
    await registerPlayer(ctx.app, { username: 'plain_player' });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    target = await createTestDatabase();
    restoredUploads = join(folder, `restored-${backups}`);
  });
  afterEach(() => target.drop());

  const secret = () => ctx.jwtSecret;
  const backUp = () =>
    createBackup(
      { database: ctx.target, uploadsDir, secret: secret() },
      join(folder, `backup-${++backups}`),
    );
  const restore = (backup: string, withSecret = secret()) =>
    restoreBackup(
      { database: target.target, uploadsDir: restoredUploads, secret: withSecret },
      backup,
    );
  const copyIn = (backup: string) => join(backup, databaseCopy[testDialect]);
  const restoredNothing = async () => {
    expect(await holdsNoTable(target.target)).toBe(true);
    if (existsSync(restoredUploads)) expect(readdirSync(restoredUploads)).toEqual([]);
  };

  it('refuses a copy with one byte changed', async () => {
    const backup = await backUp();
    flipByteOf(copyIn(backup));
    await expect(restore(backup)).rejects.toThrow(/does not match its checksum/);
    await restoredNothing();
  });

  it('refuses a picture with one byte changed', async () => {
    const backup = await backUp();
    flipByteOf(join(backup, 'uploads', 'profiles', 'kept.webp'));
    await expect(restore(backup)).rejects.toThrow(/uploads\/profiles\/kept.webp does not match/);
    await restoredNothing();
  });

  it('refuses a copy swapped for one where a player is an admin, its checksum rewritten or not', async () => {
    const backup = await backUp();
    await ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('username', '=', 'plain_player')
      .execute();
    const promoted = await backUp();
    await ctx.db
      .updateTable('users')
      .set({ role: 'player' })
      .where('username', '=', 'plain_player')
      .execute();
    copyFileSync(copyIn(promoted), copyIn(backup));
    await expect(restore(backup)).rejects.toThrow(/does not match its checksum/);

    // The manifest rewritten to the swapped copy's size and checksum, without the key.
    const manifest = JSON.parse(readFileSync(join(backup, manifestFile), 'utf8'));
    const entry = databaseEntry(manifest);
    entry.size = statSync(copyIn(backup)).size;
    entry.sha256 = sha256Of(copyIn(backup));
    writeFileSync(join(backup, manifestFile), JSON.stringify(manifest));
    await expect(restore(backup)).rejects.toThrow(/signature/);
    // Signed again, with a secret that is not the server's.
    await resign(backup, 'another-secret-of-at-least-32-characters', matchingFiles(backup));
    await expect(restore(backup)).rejects.toThrow(/signature/);
    await restoredNothing();

    // The promoted copy itself, untouched, is a backup like any other.
    await restore(promoted);
    const db = createDatabase(target.target);
    try {
      const { role } = await db
        .selectFrom('users')
        .select('role')
        .where('username', '=', 'plain_player')
        .executeTakeFirstOrThrow();
      expect(role).toBe('admin');
    } finally {
      await db.destroy();
    }
  });

  it('refuses a manifest that names a file outside the folder, even signed', async () => {
    const outside = join(folder, 'outside.sqlite');
    copyFileSync(copyIn(await backUp()), outside);
    for (const path of [outside, '../outside.sqlite', 'uploads/../../outside.sqlite']) {
      const backup = await backUp();
      await resign(backup, secret(), (manifest) => ({
        ...manifest,
        database: path,
        files: [...manifest.files, { ...databaseEntry(manifest), path }],
      }));
      await expect(restore(backup), path).rejects.toThrow(/not a valid manifest/);
    }
    await restoredNothing();
  });

  it('refuses a link out of the folder, even to the same bytes', async () => {
    const backup = await backUp();
    const picture = join(backup, 'uploads', 'profiles', 'kept.webp');
    const outside = join(folder, 'same-bytes.webp');
    copyFileSync(picture, outside);
    rmSync(picture);
    symlinkSync(outside, picture);
    await expect(restore(backup)).rejects.toThrow(/not a plain file/);
    await restoredNothing();
  });

  it('refuses a file the manifest does not list', async () => {
    const backup = await backUp();
    writeFileSync(join(backup, 'uploads', 'profiles', 'added.webp'), 'added bytes');
    await expect(restore(backup)).rejects.toThrow(/does not list: uploads\/profiles\/added.webp/);
    await restoredNothing();
  });

  it('refuses a truncated copy', async () => {
    const backup = await backUp();
    truncateSync(copyIn(backup), Math.floor(statSync(copyIn(backup)).size / 2));
    await expect(restore(backup)).rejects.toThrow(/does not match its checksum/);
    await restoredNothing();
  });

  it('leaves the database and the pictures empty when a copy truncated before signing fails part way', async () => {
    const backup = await backUp();
    // Its last bytes cut, so that most of the copy restores before it ends.
    truncateSync(copyIn(backup), statSync(copyIn(backup)).size - 32);
    await resign(backup, secret(), matchingFiles(backup));
    await expect(restore(backup)).rejects.toThrow(/nothing was restored/);
    await restoredNothing();
    if (testDialect === 'sqlite') {
      const { file } = target.target as { file: string };
      const left = readdirSync(join(file, '..'));
      expect(left).toEqual([]);
    }
  });

  it('refuses a backup taken before backups carried checksums', async () => {
    const backup = await backUp();
    const {
      format: _,
      files: __,
      signature: ___,
      ...older
    } = JSON.parse(readFileSync(join(backup, manifestFile), 'utf8'));
    writeFileSync(join(backup, manifestFile), JSON.stringify({ format: 1, ...older }));
    await expect(restore(backup)).rejects.toThrow(/without checksums/);
    await restoredNothing();
  });
});
