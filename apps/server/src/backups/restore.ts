import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BackupSource } from './backup.js';
import { manifestFile, readManifest, uploadsCopy, type BackupManifest } from './backup-files.js';
import { checkAgainst, checkFolder, copyCounted } from './folder-files.js';
import { adoptFolderOwnerUnder } from './ownership.js';
import { hasTables, restoreDatabase } from './restore-database.js';

/**
 * Brings a backup folder back into the configured database, which must be empty (a fresh
 * SQLite file or a PostgreSQL database without tables), and its pictures into the uploads
 * folder, which must be empty too: a restore never mixes with what is there. Nothing is
 * touched before the manifest's signature, its paths and every file's checksum are checked;
 * a restore that fails part way leaves the database and the uploads folder empty again.
 */
export async function restoreBackup(target: BackupSource, folder: string): Promise<void> {
  const manifest = await readManifest(folder, target.secret);
  if (manifest.dialect !== target.database.dialect)
    throw new Error(
      `This is a ${manifest.dialect} backup; the configured database is ${target.database.dialect}`,
    );
  await checkFolder(folder, manifest.files, manifestFile);
  await refuseUnlessEmpty(target);
  const uploadsWere = existsSync(target.uploadsDir);
  try {
    if (manifest.uploads) {
      await restoreUploads(folder, manifest, target.uploadsDir);
      await adoptFolderOwnerUnder(target.uploadsDir, !uploadsWere);
    }
    const database = manifest.files.find((file) => file.path === manifest.database)!;
    await restoreDatabase(join(folder, database.path), database, target.database);
  } catch (error) {
    await emptyUploads(target.uploadsDir, uploadsWere);
    throw error;
  }
}

async function refuseUnlessEmpty(target: BackupSource): Promise<void> {
  if (await hasTables(target.database))
    throw new Error('The configured database is not empty: restore into a new, empty one');
  if (existsSync(target.uploadsDir) && readdirSync(target.uploadsDir).length > 0)
    throw new Error(`The uploads folder ${target.uploadsDir} is not empty`);
}

/** Each picture copied and checked again as it is written (the folder could change meanwhile). */
async function restoreUploads(folder: string, manifest: BackupManifest, uploadsDir: string) {
  await mkdir(uploadsDir, { recursive: true });
  const prefix = `${uploadsCopy}/`;
  for (const entry of manifest.files.filter((file) => file.path.startsWith(prefix))) {
    const into = join(uploadsDir, entry.path.slice(prefix.length));
    await mkdir(dirname(into), { recursive: true });
    checkAgainst(entry, await copyCounted(join(folder, entry.path), into));
  }
}

/** Back to how the restore found it: no folder, or an empty one (it may be a mounted volume). */
async function emptyUploads(uploadsDir: string, existed: boolean): Promise<void> {
  if (!existed) return rm(uploadsDir, { recursive: true, force: true });
  const names = await readdir(uploadsDir).catch(() => []);
  await Promise.all(
    names.map((name) => rm(join(uploadsDir, name), { recursive: true, force: true })),
  );
}
