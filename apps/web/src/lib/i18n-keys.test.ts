import { describe, expect, it } from 'vitest';
import { languages } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../../public/assets/i18n/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of a translation file under its dotted key. */
function textsOf(tree: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? textsOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

function textsOfLanguage(code: string): Map<string, unknown> {
  const file = Object.entries(files).find(([path]) => path.endsWith(`/${code}.json`));
  if (!file) throw new Error(`public/assets/i18n/${code}.json is missing`);
  return new Map(textsOf(file[1]));
}

describe('translation files', () => {
  const codes = languages.map(({ code }) => code);
  const texts = new Map(codes.map((code) => [code, textsOfLanguage(code)]));
  const allKeys = [...new Set([...texts.values()].flatMap((file) => [...file.keys()]))].sort();

  it.each(codes)('%s has every key of the other languages', (code) => {
    expect(allKeys.filter((key) => !texts.get(code)?.has(key))).toEqual([]);
  });

  it.each(codes)('%s has no empty text', (code) => {
    const empty = [...(texts.get(code) ?? [])].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('ships a file for each offered language and no other', () => {
    expect(Object.keys(files)).toHaveLength(codes.length);
  });
});
