// The server's source as the house checks read it: its folders and its non-test files.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const serverSource = join(root, 'apps/server/src');
export const modulesFolder = join(serverSource, 'modules');

/** Every non-test TypeScript file under a folder, at any depth. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
