import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import * as repo from './uploads.repo.js';

/**
 * Where uploaded files live. Keys are relative paths such as `profile/<uuid>.webp`; every
 * server process must see the same files, so a deployment with several processes points
 * them all at one shared folder or keeps the files in the database.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/** A key is one folder and one file name of safe characters: nothing can climb out. */
export const uploadKeyPattern = /^[a-z]+\/[A-Za-z0-9-]+\.[a-z]+$/;

const checkedKey = (key: string) => {
  if (!uploadKeyPattern.test(key)) throw new Error(`bad upload key: ${key}`);
  return key;
};

/**
 * Files in the database, one row each: every process on the database sees them, on any
 * machine, with no shared folder; they are backed up with everything else. Each write is one
 * statement, so it lands whole.
 */
export function createDatabaseStorage(db: Kysely<Database>, clock: Clock): UploadStorage {
  return {
    async put(key, bytes) {
      await repo.putBlob(db, checkedKey(key), bytes, clock.now().toISOString());
    },
    async get(key) {
      return repo.blobOf(db, checkedKey(key));
    },
    async remove(key) {
      await repo.deleteBlob(db, checkedKey(key));
    },
  };
}

/** Files in a folder on disk; each write lands whole (a temporary file renamed into place). */
export function createLocalStorage(folder: string): UploadStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = join(root, checkedKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`bad upload key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Files kept in this process's memory: for tests, or a single process that keeps nothing. */
export function createMemoryStorage(): UploadStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}
