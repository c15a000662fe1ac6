import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const listed = readFileSync(join(root, 'scripts/node-line-tests.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [file = '', ...why] = line.trim().split(/\s+/);
    return { file, why: why.join(' ') };
  });

/** A package folder holds a compiled addon: a node-gyp build, or a prebuilt `.node` file. */
function holdsAddon(folder: string, depth = 0): boolean {
  if (!existsSync(folder)) return false;
  return readdirSync(folder, { withFileTypes: true }).some(
    (entry) =>
      (entry.isFile() && (entry.name.endsWith('.node') || entry.name === 'binding.gyp')) ||
      (entry.isDirectory() &&
        entry.name !== 'node_modules' &&
        depth < 3 &&
        holdsAddon(join(folder, entry.name), depth + 1)),
  );
}

/** The server's dependencies that load an addon, themselves or through a platform package. */
function nativeDependencies(): string[] {
  const server = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(server.dependencies).filter((name) => {
    const folder = join(root, 'node_modules', name);
    if (holdsAddon(folder)) return true;
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      optionalDependencies?: Record<string, string>;
    };
    return Object.keys(manifest.optionalDependencies ?? {}).some((platform) =>
      holdsAddon(join(root, 'node_modules', platform)),
    );
  });
}

describe('the tests the other Node.js lines run', () => {
  it('are server test files that exist, each with what it reaches', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const { file, why } of listed) {
      expect(file, file).toMatch(/^apps\/server\/(src|test)\/.+\.test\.ts$/);
      expect(existsSync(join(root, file)), `${file} exists`).toBe(true);
      expect(why, `${file} says what it reaches`).not.toBe('');
    }
  });

  it('reach every native addon the server depends on', () => {
    const natives = nativeDependencies();
    // The three the server has today; a new one must be named in the list too.
    expect(natives).toEqual(expect.arrayContaining(['better-sqlite3', '@node-rs/argon2', 'sharp']));
    const reasons = listed.map(({ why }) => why).join('\n');
    for (const addon of natives) expect(reasons, `a listed test reaches ${addon}`).toContain(addon);
  });
});
