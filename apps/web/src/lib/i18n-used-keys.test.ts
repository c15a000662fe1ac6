import { describe, expect, it } from 'vitest';

const english = import.meta.glob<Record<string, unknown>>('../../public/assets/i18n/en.json', {
  eager: true,
  import: 'default',
});
// The app's own source, as text: every key a screen asks for must be translated.
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const known = new Set(keysOf(Object.values(english)[0]!));
const pluralForms = ['_zero', '_one', '_two', '_few', '_many', '_other'];
const isKnown = (key: string) =>
  known.has(key) || pluralForms.some((form) => known.has(`${key}${form}`));

/** The keys each source file passes to t() as a literal, and the prefixes of built ones. */
function usedKeys(): { literal: [string, string][]; prefixes: [string, string][] } {
  const literal: [string, string][] = [];
  const prefixes: [string, string][] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/\bt\(\s*(['"])([\w.-]+)\1/g))
      literal.push([file, match[2]!]);
    for (const match of text.matchAll(/\bt\(\s*`([\w.-]+\.)\$\{/g))
      prefixes.push([file, match[1]!]);
  }
  return { literal, prefixes };
}

describe('keys the source asks for', () => {
  const { literal, prefixes } = usedKeys();

  it('finds the calls it checks', () => {
    expect(literal.length).toBeGreaterThan(200);
    expect(prefixes.length).toBeGreaterThan(10);
  });

  it('translates every literal key in English (and so, by the files test, in every language)', () => {
    expect(literal.filter(([, key]) => !isKnown(key))).toEqual([]);
  });

  it('has a section for every key built from a prefix', () => {
    const keys = [...known];
    expect(prefixes.filter(([, prefix]) => !keys.some((key) => key.startsWith(prefix)))).toEqual(
      [],
    );
  });
});
