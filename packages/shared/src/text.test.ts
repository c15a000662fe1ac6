import { describe, expect, it } from 'vitest';
import { isCleanText, textSchema } from './text.js';

describe('client text', () => {
  it('refuses NUL bytes and lone surrogates anywhere', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uD800y', '\uDC00', 'a\uDC00\uD800b'])
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('keeps every real character, astral ones included', () => {
    for (const good of ['', 'Lucía', 'ملعب', '🎾 padel', 'line\nbreak', "O'Brien"])
      expect(isCleanText(good), good).toBe(true);
  });

  it('composes with the usual string rules', () => {
    const name = textSchema().trim().min(1).max(5);
    expect(name.parse('  Ana ')).toBe('Ana');
    expect(name.safeParse('A\u0000').success).toBe(false);
    expect(name.safeParse('toolong').success).toBe(false);
  });
});
