import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** What a backup folder holds, written beside the copies as backup.json. */
export const backupManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The database copy's file name in the folder. */
  database: z.string(),
  /** Whether the folder holds the uploads folder's copy (`uploads/`). */
  uploads: z.boolean(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export const manifestFile = 'backup.json';
export const uploadsCopy = 'uploads';
export const databaseCopy = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(join(folder, manifestFile), 'utf8').catch(() => {
    throw new Error(`${folder} holds no ${manifestFile}: not a backup folder`);
  });
  return backupManifestSchema.parse(JSON.parse(text));
}

/** A folder name that sorts by time and is safe on every file system: 2026-11-26T04-40-00Z. */
export const folderNameFor = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
