import { describe, expect, it } from 'vitest';
import { conflictCodes, conflictTable, type ConflictEntry } from './conflict-codes.js';
import { errorCodes } from './errors.js';

const entries = Object.entries(conflictTable) as [string, ConflictEntry][];

describe('the list of conflict codes', () => {
  it('lists each code once, as its own name, and apart from the other error codes', () => {
    const codes = Object.values(conflictCodes);
    expect(codes).toEqual(entries.map(([name]) => name));
    expect(new Set(codes).size).toBe(codes.length);
    const others = new Set<string>(Object.values(errorCodes));
    expect(codes.filter((code) => others.has(code))).toEqual([]);
  });

  it('writes every code in capitals and underscores', () => {
    expect(
      entries.map(([name]) => name).filter((name) => !/^[A-Z]+(?:_[A-Z]+)*$/.test(name)),
    ).toEqual([]);
  });

  it('answers every code with a 4xx status', () => {
    const statuses = entries.filter(([, entry]) => !(entry.status >= 400 && entry.status < 500));
    expect(statuses).toEqual([]);
  });

  it('gives a message key only where there is one, each once', () => {
    for (const [name, entry] of entries) {
      if (entry.messageKeys === undefined) continue;
      expect(entry.messageKeys.length, name).toBeGreaterThan(0);
      expect(new Set(entry.messageKeys).size, name).toBe(entry.messageKeys.length);
      for (const key of entry.messageKeys) expect(key, name).toMatch(/^[\w-]+(?:\.[\w-]+)+$/);
    }
  });
});
