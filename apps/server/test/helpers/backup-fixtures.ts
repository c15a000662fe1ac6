import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestFile, writeManifest, type BackupManifest } from '#server/backups/backup-files.js';
import type { DatabaseTarget } from '#server/config.js';
import { createDatabase } from '#server/db/dialect.js';

export const sha256Of = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

/** The manifest's entry for the database copy, as written. */
export const databaseEntry = (manifest: BackupManifest) =>
  manifest.files.find((file) => file.path === manifest.database)!;

/** Turns one byte of a file into another, keeping its size. */
export function flipByteOf(file: string): void {
  const bytes = readFileSync(file);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = bytes[middle]! ^ 0xff;
  writeFileSync(file, bytes);
}

/**
 * Changes a backup's manifest and signs it again with `secret`: what someone holding the
 * server's secret could write, or a backup whose copy was already wrong when it was signed.
 */
export async function resign(
  folder: string,
  secret: string,
  change: (manifest: BackupManifest) => BackupManifest,
): Promise<void> {
  const { signature: _, ...manifest } = JSON.parse(
    readFileSync(join(folder, manifestFile), 'utf8'),
  ) as BackupManifest & { signature: string };
  await writeManifest(folder, change(manifest), secret);
}

/** The manifest's entries made to match the files now in the folder (sizes and checksums). */
export const matchingFiles = (folder: string) => (manifest: BackupManifest) => ({
  ...manifest,
  files: manifest.files.map((file) => ({
    ...file,
    size: statSync(join(folder, file.path)).size,
    sha256: sha256Of(join(folder, file.path)),
  })),
});

/** Whether a database holds no table at all (a SQLite file that does not exist holds none). */
export async function holdsNoTable(target: DatabaseTarget): Promise<boolean> {
  if (target.dialect === 'sqlite' && !existsSync(target.file)) return true;
  const db = createDatabase(target);
  try {
    return (await db.introspection.getTables()).length === 0;
  } finally {
    await db.destroy();
  }
}
