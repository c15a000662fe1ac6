import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, open, readdir, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileEntry } from './backup-files.js';

/**
 * Every file under `folder`, as '/'-joined paths inside it. Anything but folders and plain
 * files (a link that could lead out of the folder, a device) is refused, not followed.
 */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (entry.isFile()) files.push(path);
    else if (!entry.isDirectory()) throw new Error(`${path} in ${folder} is not a plain file`);
  }
  return files.sort();
}

/** A file's size and SHA-256. */
export type Counted = Omit<FileEntry, 'path'>;

/** Passes a file's chunks on while taking their size and SHA-256. */
function counting() {
  const hash = createHash('sha256');
  let size = 0;
  return {
    async *pass(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    counted: (): Counted => ({ size, sha256: hash.digest('hex') }),
  };
}

/**
 * Copies a file while counting it, so what is recorded or checked is what was written.
 * `mode` applies to the new file (the umask aside); an existing one is refused, and a copy
 * that fails is removed.
 */
export async function copyCounted(from: string, to: string, mode = 0o666): Promise<Counted> {
  const count = counting();
  const written = await open(to, 'wx', mode);
  try {
    await pipeline(createReadStream(from), count.pass, written.createWriteStream());
  } catch (error) {
    await rm(to, { force: true });
    throw error;
  }
  return count.counted();
}

export async function countFile(path: string): Promise<Counted> {
  const count = counting();
  for await (const _chunk of count.pass(createReadStream(path)));
  return count.counted();
}

/** Throws unless the file read or written is the one the manifest lists. */
export function checkAgainst(entry: FileEntry, found: Counted): void {
  if (found.size !== entry.size || found.sha256 !== entry.sha256)
    throw new Error(
      `${entry.path} does not match its checksum: the backup is damaged or was changed after it was taken`,
    );
}

/**
 * Checks a backup folder against its manifest before anything is restored: it holds exactly
 * the files listed (and the manifest), each a plain file of the size and SHA-256 recorded.
 */
export async function checkFolder(
  folder: string,
  listed: readonly FileEntry[],
  manifestFile: string,
): Promise<void> {
  const present = new Set(await filesUnder(folder));
  present.delete(manifestFile);
  for (const file of listed) present.delete(file.path);
  if (present.size > 0)
    throw new Error(`${folder} holds files its manifest does not list: ${[...present].join(', ')}`);
  for (const entry of listed) {
    const stats = await lstat(join(folder, entry.path)).catch(() => null);
    if (!stats?.isFile()) throw new Error(`${entry.path} is missing from ${folder}`);
    checkAgainst(entry, await countFile(join(folder, entry.path)));
  }
}
