import { createHmac, timingSafeEqual } from 'node:crypto';
import { lstat, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const manifestFile = 'backup.json';
export const uploadsCopy = 'uploads';
export const databaseCopy = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/** Plain names joined by '/': never absolute, never '.' or '..', so never outside the folder. */
export const isPathInside = (path: string) =>
  !path.includes('\\') &&
  !path.includes('\0') &&
  path.split('/').every((name) => name !== '' && name !== '.' && name !== '..');

const pathInside = z.string().max(4096).refine(isPathInside, 'a plain path inside the folder');

const fileEntrySchema = z.strictObject({
  path: pathInside,
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** What a backup folder holds, written beside the copies as backup.json, signed. */
export const backupManifestSchema = z
  .strictObject({
    format: z.literal(2),
    createdAt: z.string(),
    dialect: z.enum(['sqlite', 'postgres']),
    /** The database copy's file name in the folder. */
    database: pathInside,
    /** Whether the folder holds the uploads folder's copy (`uploads/`). */
    uploads: z.boolean(),
    /** Every file in the folder but the manifest, with its size and SHA-256. */
    files: z.array(fileEntrySchema),
  })
  .superRefine((manifest, context) => {
    const problem = manifestProblem(manifest);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The database copy under its own name, and nothing but it and the pictures. */
function manifestProblem({ dialect, database, uploads, files }: BackupManifest): string | null {
  if (database !== databaseCopy[dialect])
    return `a ${dialect} backup's copy is ${databaseCopy[dialect]}`;
  const paths = files.map((file) => file.path);
  if (new Set(paths).size !== paths.length) return 'a file is listed twice';
  if (!paths.includes(database)) return 'the database copy is not listed';
  const picture = (path: string) => uploads && path.startsWith(`${uploadsCopy}/`);
  const stray = paths.find((path) => path !== database && !picture(path));
  return stray ? `${stray} is neither the database copy nor a picture` : null;
}

/**
 * The key manifests are signed with, derived from the server's secret (JWT_SECRET) rather
 * than the secret itself, so that no signature made here is ever a valid token's.
 */
const manifestKey = (secret: string) =>
  createHmac('sha256', secret).update('courtside backup manifest').digest();

const signatureOf = (body: string, secret: string) =>
  createHmac('sha256', manifestKey(secret)).update(body).digest('hex');

/** The manifest, its HMAC-SHA256 over the rest of the manifest as written beside it. */
export async function writeManifest(
  folder: string,
  manifest: BackupManifest,
  secret: string,
): Promise<void> {
  const signature = signatureOf(JSON.stringify(manifest), secret);
  await writeFile(
    join(folder, manifestFile),
    `${JSON.stringify({ ...manifest, signature }, null, 2)}\n`,
    { mode: 0o600 },
  );
}

/**
 * The manifest, once its signature shows it was written by a server holding `secret` and
 * unchanged since; then its paths and entries are checked. Throws a sentence for the operator.
 */
export async function readManifest(folder: string, secret: string): Promise<BackupManifest> {
  const path = join(folder, manifestFile);
  const notABackup = new Error(`${folder} holds no ${manifestFile}: not a backup folder`);
  const stats = await lstat(path).catch(() => {
    throw notABackup;
  });
  if (!stats.isFile()) throw notABackup;
  const { signature, ...signed } = parseObject(await readFile(path, 'utf8'));
  if (signed.format === 1)
    throw new Error(
      'This backup was taken by an older version, without checksums: it cannot be checked, so it is not restored',
    );
  if (
    typeof signature !== 'string' ||
    !sameSignature(signature, signatureOf(JSON.stringify(signed), secret))
  )
    throw new Error(
      "The manifest's signature does not match: the backup was changed after it was taken, or it was signed with another secret (restore with the JWT_SECRET of the server that took it)",
    );
  const manifest = backupManifestSchema.safeParse(signed);
  if (!manifest.success)
    throw new Error(
      `${manifestFile} is not a valid manifest: ${manifest.error.issues[0]?.message}`,
    );
  return manifest.data;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Answered below, as any other text that is not a manifest.
  }
  throw new Error(`${manifestFile} is not a manifest`);
}

const sameSignature = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** A folder name that sorts by time and is safe on every file system: 2026-11-26T04-40-00Z. */
export const folderNameFor = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
