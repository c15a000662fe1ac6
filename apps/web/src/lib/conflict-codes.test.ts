import { conflictTable, type ConflictEntry } from '@courtside/shared/conflict-codes';
import { describe, expect, it } from 'vitest';

/**
 * The web words the conflicts the shared list gives message keys for, and acts on codes only
 * through its constants (docs/decisions.md, "Error codes are listed once").
 */

const english = import.meta.glob<Record<string, unknown>>('../../public/assets/i18n/en.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

const entries = Object.entries(conflictTable) as [string, ConflictEntry][];
const keyed = entries.flatMap(([code, entry]) =>
  (entry.messageKeys ?? []).map((key) => ({ code, key })),
);

/** A translation, or a section of them (a title and a message). */
function translated(key: string): boolean {
  let node: unknown = Object.values(english)[0];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

/** The source names the key: quoted whole, or under a prefix it builds keys from (`a.${…}`). */
function named(key: string): boolean {
  return Object.values(sources).some(
    (text) =>
      text.includes(`'${key}'`) ||
      [...text.matchAll(/`([\w.-]+\.)\$\{/g)].some(([, prefix]) => key.startsWith(prefix!)),
  );
}

describe('conflict codes on the web', () => {
  it('has message keys to check', () => {
    expect(keyed.length).toBeGreaterThan(10);
  });

  it('translates every message key of the list', () => {
    expect(keyed.filter(({ key }) => !translated(key))).toEqual([]);
  });

  it('lists only message keys the web uses', () => {
    expect(keyed.filter(({ key }) => !named(key))).toEqual([]);
  });

  it('quotes no listed code: the web compares with conflictCodes', () => {
    const quoted = new RegExp(`(['"\`])(?:${entries.map(([code]) => code).join('|')})\\1`, 'g');
    const found = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(quoted)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
